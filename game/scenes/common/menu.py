"""The title menu: pick a game, continue an unfinished one, load a save, play solo, settings.

On first showing it runs the start-up data check once (game/startup.py) and says what it
found (a damaged autosave moved aside, a temporary data folder), so bad files never stop it."""
from __future__ import annotations

from ...i18n import N_, _, ngettext
import pygame

from ... import autosaves, startup
from ...files import FileRefused
from ..base import Scene
from ...rules.base import Setup
from ...rules.registry import TITLES
from ...settings import load as load_settings
from ...ui import draw, layout, theme
from ...ui.focus import Target, button_targets
from ...ui.widgets import Button, handle_buttons
from .. import registry
from .background import draw_table_background
from .damage import GLOW_REACH, buttons_damage, hovered_damage
from .load import ContinueScene, LoadScene
from .rules_help import RulesScene
from .settings_screen import SettingsScene
from .setup import SetupScene
from .tutorial import start_lesson
from ...tutorial import script as tutorial_script


class MenuScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.layout = layout.load("menu")
        self.message = ""
        self.notice: list[str] = []   # the start-up's sentences, each a paragraph of the notice
        self._notice_cache: tuple | None = None
        self.buttons: list[Button] = []
        self.cards: list[tuple[pygame.Rect, str, bool]] = []

    def enter(self) -> None:
        said = startup.messages_once()  # once per run, before anything reads a save
        if said:
            self.message = " ".join(said)
            self.notice = list(said)
        self._build()

    def resume(self) -> None:
        self._build()

    def _build(self) -> None:
        L = self.layout
        self.cards = []
        for i, title_id in enumerate(TITLES):
            self.cards.append((L.zone(f"title_{i}"), title_id, registry.playable(title_id)))
        self.buttons = []
        self.unfinished = autosaves.list_unfinished()
        games = [row for row in self.unfinished if row.ok]
        if len(self.unfinished) == 1 and games:
            label = _("Continue {name}").format(name=TITLES[games[0].title].name)
        elif self.unfinished:
            label = ngettext("Continue… ({n} game)", "Continue… ({n} games)", len(games)).format(n=len(games))
        else:
            label = _("Continue")
        self.buttons.append(Button(L.zone("continue"), label, self._continue, enabled=bool(self.unfinished),
                                   primary=bool(games), hint=N_("There is no unfinished game.")))
        self.buttons.append(Button(L.zone("settings"), N_("Settings"), self._settings, size=theme.SMALL_SIZE))
        if L.has("online"):
            self.buttons.append(Button(L.zone("online"), N_("Play online"), self._online, size=theme.SMALL_SIZE))
        solo_ok = registry.playable("pondscape")
        self.buttons.append(Button(L.zone("solo"), N_("Pondscape \u2014 solo against the Croaker"), self._solo,
                                   enabled=solo_ok, hint=N_("Pondscape is not in this build yet.")))
        self.buttons.append(Button(L.zone("load"), N_("Load game"), self._load))
        for i, title_id in enumerate(TITLES):   # Learn to play: a guided first game, on each title's card
            if L.has(f"learn_{i}") and registry.playable(title_id) and tutorial_script.available(title_id):
                self.buttons.append(Button(L.zone(f"learn_{i}"), N_("Learn to play"),
                                           lambda t=title_id: start_lesson(self.app, t), size=theme.SMALL_SIZE))
        self.buttons.append(Button(L.zone("quit"), N_("Quit"), self._quit))

    # --- actions -------------------------------------------------------------------------
    def _continue(self) -> None:
        """One unfinished game opens at once; several (or a damaged one) open the list."""
        rows = self.unfinished
        if len(rows) == 1 and rows[0].ok and registry.playable(rows[0].title):
            try:
                match, saver = autosaves.open_game(rows[0].path.stem)
            except (FileRefused, ValueError) as error:
                self.message = str(error)
                self._build()
                return
            registry.open_table(self.app, match, saver)
            return
        self.app.push(ContinueScene(self.app))

    def _settings(self) -> None:
        self.app.push(SettingsScene(self.app))

    def _online(self) -> None:
        from ..online.menu import OnlineMenuScene   # (the online screens load when first asked for)

        self.app.push(OnlineMenuScene(self.app))

    def _solo(self) -> None:
        name = load_settings()["names"][0]
        registry.start_new(self.app, Setup("pondscape", (name,)), seed=None)

    def _load(self) -> None:
        self.app.push(LoadScene(self.app))

    def _quit(self) -> None:
        self.app.running = False

    def _pick(self, title_id: str) -> None:
        self.app.push(SetupScene(self.app, title_id))

    # --- input and drawing -------------------------------------------------------------
    # --- the notice: a message longer than the message line ------------------------------
    def _notice(self):
        """(panel, [(rect, paragraph)], size, OK button) when the message does not fit the
        message line under the buttons (three damaged files at start-up, a play-test: cut off
        mid-sentence, on the footer), else None.  The panel grows up from the message line's
        bottom, over the buttons (veiled), as tall as its sentences need; OK, Enter or Esc
        closes it and the menu is as before."""
        if not self.message:
            return None
        key = (self.message, tuple(self.notice), id(self.assets))
        if self._notice_cache is not None and self._notice_cache[0] == key:
            return self._notice_cache[1]
        msg = self.layout.zone("message")
        found = None
        if draw.block_height(self.assets, self.message, msg.w, theme.SMALL_SIZE, line_gap=2) > msg.h:
            found = self._notice_layout(msg)
        self._notice_cache = (key, found)
        return found

    def _notice_layout(self, msg: pygame.Rect):
        paragraphs = [p for p in (self.notice if self.message == " ".join(self.notice) else [self.message]) if p]
        top_limit = self.layout.zone("banner").bottom + 40   # below the heading's subtitle
        pad, gap, button_h = 20, 10, 44
        width = msg.w - 2 * pad
        for size in (theme.BODY_SIZE, theme.SMALL_SIZE, 14, 13):
            heights = [draw.block_height(self.assets, p, width, size, line_gap=3) for p in paragraphs]
            height = pad + sum(heights) + gap * (len(heights) - 1) + gap + button_h + pad
            if msg.bottom - height >= top_limit or size == 13:
                break
        panel = pygame.Rect(msg.x, msg.bottom - height, msg.w, height)
        y, blocks = panel.y + pad, []
        for p, h in zip(paragraphs, heights):
            blocks.append((pygame.Rect(panel.x + pad, y, width, h + size), p))
            y += h + gap
        ok = Button(pygame.Rect(panel.right - pad - 140, panel.bottom - pad - button_h, 140, button_h), N_("OK"),
                    self._close_notice, primary=True)
        return panel, blocks, size, ok

    def _close_notice(self) -> None:
        self.message = ""
        self.notice = []

    def handle(self, event) -> bool:
        notice = self._notice()
        if notice is not None:   # a dialog while it is up: nothing under it takes input
            if event.kind == "key" and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_SPACE):
                self._close_notice()
            else:
                handle_buttons([notice[3]], event)
            return True
        hit = handle_buttons(self.buttons, event)
        if hit is not None:
            if hit.refused:
                self.message = _(hit.hint)
            return True
        if event.kind == "click":
            for rect, title_id, ok in self.cards:
                if rect.collidepoint(event.pos):
                    if ok:
                        self._pick(title_id)
                    else:
                        self.message = _("{name} is not playable in this build yet.").format(name=TITLES[title_id].name)
                    return True
        return False

    def help_screen(self):
        """F1: the rules of the game whose card the ring (or else the pointer) is on, so a
        newcomer can read them before starting; elsewhere how to use Tabletop."""
        return RulesScene(self.app, self._title_in_view())

    def _title_in_view(self) -> str | None:
        ring = self.app.focus.target()
        point = ring.rect.center if ring is not None else self.app.input.pointer
        # (a card's own "Learn to play" button lies on the card: its game too)
        return next((title_id for rect, title_id, ok in self.cards if ok and rect.collidepoint(point)), None)

    def focus_targets(self) -> list[Target]:
        """Three areas (Tab): the four games' cards with their "Learn to play" buttons, the
        buttons under them, and the two at the top.  While the notice is up, only its OK.  Arrows prefer the area they are in, so the
        card and its lesson button are one area: Up from "Learn to play" is its card, and Down
        from Settings the card under it (a play-test: both skipped the cards)."""
        notice = self._notice()
        if notice is not None:
            return button_targets([notice[3]], "notice")
        cards = [Target(pygame.Rect(rect), ("title", title_id), "games") for rect, title_id, _ok in self.cards]
        L = self.layout
        learn = {L.zone(f"learn_{i}").topleft for i in range(len(self.cards)) if L.has(f"learn_{i}")}
        top = {L.zone(name).topleft for name in ("settings", "online") if L.has(name)}
        lessons = [b for b in self.buttons if b.rect.topleft in learn]
        upper = [b for b in self.buttons if b.rect.topleft in top]
        lower = [b for b in self.buttons if b not in lessons and b not in upper]
        return (cards + button_targets(lessons, "games", tag="learn") + button_targets(lower, "buttons")
                + button_targets(upper, "top"))

    def notice_area(self) -> pygame.Rect:
        """The app's notice (a window smaller than --size asked, a play-test's drawn over the
        footer's keys) goes on the message line under the buttons when the menu says nothing
        there, else on the footer's line, whose keys give way while it shows."""
        L = self.layout
        msg = L.zone("message")
        if not self.message:
            return msg
        return pygame.Rect(msg.x, msg.bottom, msg.w, theme.LOGICAL_SIZE[1] - msg.bottom)   # (the footer's band)

    def pointer_damage(self, before, after) -> list[pygame.Rect]:
        """The title cards and buttons whose hover look differs: nothing else here reads the
        pointer or the clock (a click, which may change the message, makes a whole frame)."""
        notice = self._notice()
        if notice is not None:
            return buttons_damage([notice[3]], before, after)
        cards = [rect for rect, _title, ok in self.cards if ok]
        return hovered_damage(cards, before, after) + buttons_damage(self.buttons, before, after)

    def draw(self, surface: pygame.Surface) -> None:
        draw_table_background(surface, self.assets)
        L = self.layout
        clip = surface.get_clip()
        banner = L.zone("banner")
        draw.text(surface, self.assets, _("Tabletop"), banner.center, theme.TITLE_SIZE, theme.INK_ON_DARK,
                  bold=True, anchor="center")
        draw.text(surface, self.assets, _("Four modern board games, every rule enforced. Pick a game."),
                  (banner.centerx, banner.bottom + 4), theme.BODY_SIZE, theme.INK_ON_DARK_SOFT,
                  anchor="midtop")
        notice = self._notice()
        # (under the notice nothing answers the pointer: no card glows, no button lights)
        pointer = self.app.input.pointer if notice is None else (-1, -1)
        for rect, title_id, ok in self.cards:
            if not clip.colliderect(rect.inflate(2 * GLOW_REACH, 2 * GLOW_REACH)):
                continue   # a clipped frame (`pointer_damage`): this card is not in it
            info = TITLES[title_id]
            hover = ok and rect.collidepoint(pointer)
            draw.panel(surface, rect, theme.PAPER if ok else theme.PAPER_SHADE)
            draw_emblem(surface, self.assets, title_id, pygame.Rect(rect.x + 20, rect.y + 20, rect.w - 40, 150))
            draw.text(surface, self.assets, info.name, (rect.centerx, rect.y + 186), theme.HEADING_SIZE,
                      theme.INK, bold=True, anchor="midtop")
            players = (_("{low}–{high} players · solo") if info.has_solo else _("{low}–{high} players")).format(
                low=info.min_players, high=info.max_players)
            draw.text(surface, self.assets, players, (rect.centerx, rect.y + 226), theme.SMALL_SIZE,
                      theme.INK_SOFT, anchor="midtop")
            # (above the card's "Learn to play"; smaller type before a line is lost)
            draw.text_block(surface, self.assets, _(info.tagline),
                            pygame.Rect(rect.x + 18, rect.y + 256, rect.w - 36, 72), theme.SMALL_SIZE, theme.INK,
                            smallest=13)
            if not ok:
                draw.text(surface, self.assets, _("coming soon"), (rect.centerx, rect.bottom - 24),
                          theme.SMALL_SIZE, theme.INK_SOFT, anchor="center")
            if hover:
                draw.glow(surface, rect, radius=10)
        for button in self.buttons:
            button.draw(surface, self.assets, pointer)
        if self.message and notice is None:
            msg = L.zone("message")
            draw.text_block(surface, self.assets, self.message, msg, theme.SMALL_SIZE, theme.LEGAL, line_gap=2)
        if not (self.message and self.app.notice is not None):   # (else the app's notice is there)
            foot = L.zone("footer")
            keys = _("F1 on a game: its rules, elsewhere how to use Tabletop \u00b7 Tab or arrows, Enter: choose \u00b7 F11 full screen")
            draw.text(surface, self.assets, keys, foot.center, theme.SMALL_SIZE, theme.INK_ON_DARK_SOFT, anchor="center")
        if notice is not None:
            panel, blocks, size, ok = notice
            draw.veil(surface, 90)
            draw.panel(surface, panel)
            for rect, paragraph in blocks:
                draw.text_block(surface, self.assets, paragraph, rect, size, theme.INK, line_gap=3)
            ok.draw(surface, self.assets, self.app.input.pointer)


EMBLEMS = {  # sheet, frame: the picture on the title menu's card
    "paddy": ("paddy", "tile_top_lvl3"),
    "koinobori": ("koinobori", "carp_orange"),
    "pondscape": ("pondscape", "frog_red_eyed_tree"),
    "ladybird": ("ladybird", "ladybird_seven_spot"),
}


def draw_emblem(surface: pygame.Surface, assets, title_id: str, rect: pygame.Rect) -> None:
    """A title's picture on its menu card, scaled to fit `rect` (at most 3x)."""
    sheet, frame = EMBLEMS[title_id]
    try:
        image = assets.sprite(sheet, frame)
    except (KeyError, FileNotFoundError, OSError):
        return
    scale = min(rect.w / image.get_width(), rect.h / image.get_height(), 3.0)
    size = (round(image.get_width() * scale), round(image.get_height() * scale))
    image = assets.sprite(sheet, frame, size)
    surface.blit(image, image.get_rect(center=rect.center))
