"""Play online: host a table, join one with a code, or reopen one of my tables."""
from __future__ import annotations

from ...i18n import N_, _
from ...ui import draw, theme
from ...ui.widgets import Button
from .host import HostScene
from .join import JoinScene
from .screen import OnlineScreen
from .tables import TablesScene


class OnlineMenuScene(OnlineScreen):
    layout_name = "online"
    heading = N_("Play online")
    online_hub = True   # an online table opens over this screen and comes back to it (table.py)

    def open_tables(self) -> None:
        self.app.push(TablesScene(self.app))

    def build(self) -> None:
        L = self.layout
        self.buttons = [
            Button(L.zone("host"), N_("Host a table"), lambda: self.app.push(HostScene(self.app)), primary=True),
            Button(L.zone("join"), N_("Join with a code"), lambda: self.app.push(JoinScene(self.app))),
            Button(L.zone("tables"), N_("My online tables"), lambda: self.app.push(TablesScene(self.app))),
            Button(L.zone("back"), N_("Back"), self.back),
        ]

    def draw_content(self, surface) -> None:
        draw.text_block(surface, self.assets, _("Play with friends at their own computers: one of you hosts "
                                                "a table, the others join it with its code."),
                        self.layout.zone("note"), theme.SMALL_SIZE, theme.INK_SOFT, line_gap=2)
