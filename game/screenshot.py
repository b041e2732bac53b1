"""`screenshot FILE OUT.png`: the table of a save or a position file, drawn headless as one
seat sees it, written as a PNG of exactly the asked size.

Still by construction: animations and timers are settled, nothing is hovered, the hand-off
screen is skipped and nothing is applied, so the same file always gives the same picture.
Useful for bug reports, docs and visual tests.
"""
from __future__ import annotations

from .i18n import _
import os
from pathlib import Path

from .files import output_problem, write_bytes_atomic
from .rules.base import AUTOMA
from .rules.match import Match
from .saves import load_match, read_json_file

MIN_SIDE, MAX_SIDE = 160, 7680
OFF_TABLE = (-10_000, -10_000)  # where the pointer rests: nothing is hovered


class ScreenshotError(ValueError):
    """Bad arguments or a file that cannot be shown; the message is one sentence for the user."""


def parse_size(text: str) -> tuple[int, int]:
    """'1280x720' -> (1280, 720), each side within MIN_SIDE..MAX_SIDE."""
    parts = text.lower().split("x")
    if len(parts) != 2 or not all(p.isdigit() and len(p) <= 5 for p in parts):
        raise ScreenshotError(_("--size must look like 1280x720, not {text!r}.").format(text=text[:40]))
    w, h = int(parts[0]), int(parts[1])
    if not (MIN_SIDE <= w <= MAX_SIDE and MIN_SIDE <= h <= MAX_SIDE):
        raise ScreenshotError(_("--size sides must be from {low} to {high} pixels.").format(low=MIN_SIDE, high=MAX_SIDE))
    return w, h


def load_match_or_position(path: str | Path) -> Match:
    """A save replays to its match; a position becomes a match that starts from it."""
    from .positions import FORMAT as POSITION_FORMAT
    from .positions import state_from_json

    data = read_json_file(Path(path), "file")
    if isinstance(data, dict) and data.get("format") == POSITION_FORMAT:
        return Match.from_state(state_from_json(data, Path(path).name))
    return load_match(Path(path))


def take(path: str | Path, out: str | Path, seat: int | None = None,
         size: tuple[int, int] = (1280, 720), move: int | None = None) -> Path:
    """Render the table of `path` for `seat` (1-based as on screen; None: the seat to act);
    with `move`, the replay viewer of a save after that many moves (`replay_shot`)."""
    match = load_match_or_position(path)  # a bad file raises the one refusal (FileRefused)
    count = len(match.setup.players)
    if seat is not None and not 1 <= seat <= count:
        raise ScreenshotError(_("--seat must be from 1 to {count} for this game, not {seat}.").format(count=count, seat=seat))
    viewer = seat - 1 if seat is not None else _seat_to_act(match)
    problem = output_problem(out)   # (said before the table is drawn)
    if problem:
        raise ScreenshotError(problem)

    os.environ.setdefault("SDL_AUDIODRIVER", "disk")
    import pygame

    from .launch import make_app
    from .scenes import registry

    app = make_app(size=size, headless=True)
    if move is not None:
        replay_shot(app, match, move, None if seat is None else seat - 1, Path(path).name, Path(path))
    else:
        table = app.push(registry.scene_class(match.setup.title)(app, match))
        table.show_to(viewer)
        table.settle()
    app.input.pointer = OFF_TABLE
    app.render()
    out = Path(out)
    write_png(app.window, out)
    return out


def write_png(surface, out: Path) -> None:
    """`surface` as a PNG at `out`, written whole or not at all (files.write_bytes_atomic):
    pygame wrote straight to the file, and on a full disk left a cut PNG in place of a good
    one and said nothing (a review).  DiskError says why in one sentence."""
    import io

    import pygame

    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "shot.png")
    write_bytes_atomic(out, buffer.getvalue(), shared=True)   # (readable by others, as pygame's own file was)


def replay_shot(app, match: Match, move: int, seat: int | None, name: str, path: Path | None = None):
    """The replay viewer of `match` at step `move`, shown as `seat` (None: the viewer's own
    choice).  An unfinished game may be shown only as the seat to act at its end."""
    from .replay_view import ViewedTimeline as Timeline
    from .saves import review_path
    from .scenes.common.replay import ReplayScene

    if match.start is not None:
        raise ScreenshotError(_("--move needs a save (a game from its start), not a position."))
    timeline = Timeline.of(match)
    if move > timeline.steps:
        raise ScreenshotError(_("--move must be from 0 to {steps} for “{name}”, not {move}.").format(
            steps=timeline.steps, name=name, move=move))
    if seat is not None and timeline.public_only:
        raise ScreenshotError(_("--seat: “{name}” is an unfinished game shown with no one's hand (several people "
                                "at one screen, or only computers, play it).").format(name=name))
    if seat is not None and not timeline.may_show(seat):
        raise ScreenshotError(_("--seat: “{name}” is an unfinished game, shown only as seat {seat} sees it.").format(
            name=name, seat=timeline.seen_by + 1))
    replay = app.push(ReplayScene(app, timeline, move))
    if seat is not None:
        replay.show_as(seat)
    if path is not None and match.state.is_over() and review_path(path).exists():
        # the computer's review kept beside the save: its marks and notes, as the viewer shows
        # them (what the file holds; nothing is searched for a still picture)
        from .scenes.common.replay_review import ReplayReview

        replay.review = ReplayReview(replay, match, path)
        replay._show()
    return replay


def _seat_to_act(match: Match) -> int:
    seat = match.state.current_player()
    return 0 if seat in (None, AUTOMA) else seat
