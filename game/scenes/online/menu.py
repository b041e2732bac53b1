"""Play online: host a table, join one with a code, or reopen one of my tables."""
from __future__ import annotations

from ...i18n import N_, _
from ...ui import draw, theme
from ...ui.widgets import Button
from .screen import OnlineScreen


class OnlineMenuScene(OnlineScreen):
    layout_name = "online"
    heading = N_("Play online")

    def build(self) -> None:
        from .host import HostScene
        from .join import JoinScene
        from .tables import TablesScene

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
