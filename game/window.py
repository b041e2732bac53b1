"""The program's window: its class and icon for the desktop, full screen, and the UI scale
(part of `App`, game/app.py).

**Full screen** (issue 30): F11, and the settings screen, switch the window to the desktop's
full screen and back (`set_fullscreen`), remembered in the settings ("fullscreen") and applied
at start to a real window (never to a headless one).  Going back restores the window's size
from before.  Either is drawn at its own pixel size, letter-boxed, as always.  A setting a
global key changed but the disk refused to keep is said over the screen for a few seconds
(`notice`), never hidden.

**The UI scale** (issue 30): the setting "ui_scale" (100-200 %, pixels per desktop point;
game/ui/uiscale.py) sets the window's size: it opens at 1280x720 points, 1280*u x 720*u pixels
(at most the largest of that shape the desktop's usable area holds), and the settings screen's
row resizes it at once (`set_ui_scale`; in full screen it is the size given back after).  Until
the player chooses one, it comes from the display's DPI where SDL tells it, else 100 %.  An explicit size
(`python -m game --size WxH`) wins over it, and a headless app starts at 1280x720.  Windows is
told the program is DPI-aware (DPI_HINTS), so its window is in real pixels there too.
"""
from __future__ import annotations

import os

import pygame

from . import paths, settings
from .ui import cache, theme, uiscale
from .ui.canvas import Canvas, fit_scale, set_scale

WINDOW_TITLE = "Tabletop"
# the window's class (X11 WM_CLASS) and app id (Wayland): what a taskbar groups and names the
# window by; left to SDL it was the script's name, "__main__.py".  Read when the display opens.
WINDOW_CLASS = {"SDL_VIDEO_X11_WMCLASS": "Tabletop", "SDL_VIDEO_WAYLAND_WMCLASS": "tabletop",
                "SDL_APP_ID": "tabletop"}
# read by SDL when the display opens: on Windows, per-monitor DPI awareness, so the window's
# size is in real pixels there (left to Windows it is stretched, blurred, by the desktop's scale)
DPI_HINTS = {"SDL_WINDOWS_DPI_AWARENESS": "permonitorv2"}


def set_window_class() -> None:
    """WINDOW_CLASS and DPI_HINTS into the environment SDL reads when the display opens.  A value
    the player set is kept; the one `import pygame` puts there (the script's name) is not theirs."""
    import sys

    pygame_default = os.path.basename(sys.argv[0])
    for name, value in WINDOW_CLASS.items():
        if os.environ.get(name) in (None, "", pygame_default):
            os.environ[name] = value
    for name, value in DPI_HINTS.items():   # (the player's own value is kept)
        os.environ.setdefault(name, value)


def set_window_icon() -> None:
    """The window's (and taskbar's) icon, drawn by tools/make_icon.py; a missing or unreadable
    file leaves SDL's default, it never stops the program."""
    try:
        pygame.display.set_icon(pygame.image.load(str(paths.resource("assets", "icon", "tabletop.png"))))
    except (pygame.error, OSError):
        pass


class WindowMixin:
    """The window's size and mode, for `App` (its canvas, stack and settings are the app's)."""

    def _fit_window(self) -> None:
        """The canvas at the window's own size: `scale` pixels per layout unit (the smaller
        of the window's width / 1280 and height / 720), letter-boxed in the window's middle.
        A new scale makes text, sprites and cached layers again at their new pixel size."""
        w, h = self.window.get_size()
        lw, lh = theme.LOGICAL_SIZE
        scale = fit_scale((w, h), theme.LOGICAL_SIZE)
        self.view = pygame.Rect(0, 0, round(lw * scale), round(lh * scale))
        self.view.center = (w // 2, h // 2)
        changed = getattr(self, "scale", None) != scale
        self.scale = scale
        set_scale(scale)
        if getattr(self, "canvas", None) is None or self.canvas.pixel_size() != self.view.size:
            self.canvas = Canvas(pygame.Surface(self.view.size).convert(), scale, theme.LOGICAL_SIZE)
            self.frame_diff.reset()
            self._margins = None
        self.input.set_transform(scale, self.view.topleft)
        if changed and self.stack:
            cache.release_all()
            self.assets.rescaled()
            for scene in list(self.stack):
                scene.scale_changed()
        self.full_frame = True
        self._pointer_only = False

    def set_fullscreen(self, on: bool) -> None:
        """Fill the screen (the desktop's size), or go back to a window of the size it had."""
        on = bool(on)
        if on == self.fullscreen:
            return
        self.window_changed_at = pygame.time.get_ticks()   # (its own pointer event keeps the ring)
        if on:
            self.windowed_size = self.window.get_size()
            self.windowed_at = pygame.display.get_window_position()
            if pygame.display.get_num_displays() == 1:
                # the screen's corner first: without a window manager (Xvfb, a kiosk) nobody
                # moves the window there, and a full screen left where the window was is cut
                # off; with several screens the window's own screen is the one to fill
                pygame.display.set_window_position((0, 0))
            self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.window = self._windowed(self.windowed_size)
            if self.windowed_at is not None:
                pygame.display.set_window_position(self.windowed_at)
        self.fullscreen = on
        self._fit_window()
        self.dirty = True

    def _scaled_size(self) -> tuple[int, int]:
        """The window's size at the UI scale: 1280x720 points, as much of it as the desktop holds."""
        return self.window_size_at(self.ui_scale)

    def window_size_at(self, scale: int) -> tuple[int, int]:
        """The window's size at UI scale `scale` % on this desktop (the settings screen offers a
        larger scale only where the window would really grow)."""
        usable = uiscale.usable_area()
        return uiscale.window_size(scale, usable.size if usable else None)

    def effective_scale(self, scale: int) -> int:
        """The smallest step that makes the same window as `scale` on this desktop: a stored
        200 % on a screen that holds 150 % is 150 %, which Settings then shows and steps down
        from (it said 200 % over a 150 % window, and − to 175 % changed nothing)."""
        scale = uiscale.nearest(scale)
        size = self.window_size_at(scale)
        return next((s for s in settings.UI_SCALES if s <= scale and self.window_size_at(s) == size), scale)

    def set_ui_scale(self, scale: int) -> None:
        """The settings screen's UI scale: the window takes its size now (in full screen, the
        size given back after), and everything is drawn again at it."""
        self.ui_scale = self.effective_scale(scale)
        size = self._scaled_size()
        if self.fullscreen:
            self.windowed_size = size
            return
        self.window = self._windowed(size)
        self._keep_on_screen()
        self._fit_window()
        self.dirty = True

    def _keep_on_screen(self) -> None:
        """A window grown past the desktop's edge moves back into its usable area (no window
        manager does it for a window resized by the program)."""
        usable = uiscale.usable_area()
        try:
            x, y = pygame.display.get_window_position()
        except pygame.error:   # (a driver without positions)
            return
        if usable is None:
            return
        w, h = self.window.get_size()
        nx = max(usable.x, min(x, usable.right - w))
        ny = max(usable.y, min(y, usable.bottom - h))
        if (nx, ny) != (x, y):
            pygame.display.set_window_position((nx, ny))

    @staticmethod
    def _windowed(size: tuple[int, int]) -> pygame.Surface:
        """A window of `size` again after full screen.  Without a window manager, SDL's own X11
        framebuffer keeps the full screen's size on the first asking (and warns): ask again."""
        import warnings

        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)   # "forcibly resized by the OS"
            window = pygame.display.set_mode(size, pygame.RESIZABLE)
            pygame.event.pump()
            if window.get_size() != tuple(size):
                window = pygame.display.set_mode(size, pygame.RESIZABLE)
        return window

    def toggle_fullscreen(self) -> str | None:
        """F11: the other of window and full screen, remembered; the disk's refusal, if any, in
        one sentence (also shown as a notice)."""
        self.set_fullscreen(not self.fullscreen)
        stored = settings.load()
        stored["fullscreen"] = self.fullscreen
        problem = settings.save(stored)
        if problem:
            self.show_notice(problem)
        return problem
