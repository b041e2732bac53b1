"""A review (2026-12-07): a guest at a full table opened Menu → Invitation and was shown "Invite
your friends" and a code that only told whoever used it that every seat was taken.  At a full
table the guest's Invitation is greyed and says why; the host's stays (its watch link)."""
from __future__ import annotations

from game.i18n import _
from online_windows import host_table, is_table, join_table, press, pump, server, settled, windows, data  # noqa: F401


def _invitation(app):
    return next(b for b in app.top.buttons if _(b.label) == _("Invitation"))


def test_a_guest_at_a_full_table_has_no_invitation_to_show_and_is_told_why(windows, server):
    host, guest = windows(), windows()
    invitation = host_table(host, server.url, "Koinobori")
    press(host, "Go to the table")
    pump([host], lambda: is_table(host) and settled(host.top), what="the host's table")
    press(host, "Menu")
    assert _invitation(host).enabled   # a seat is free: the invitation is what the host shares
    press(host, "Resume")
    join_table(guest, invitation["address"], invitation["code"], "Hanako")
    pump([guest], lambda: is_table(guest) and settled(guest.top), what="the guest's table")
    press(guest, "Menu")
    button = _invitation(guest)
    assert not button.enabled and "Every seat is taken" in _(button.hint)
    press(host, "Menu")
    assert _invitation(host).enabled   # (the host's watch link)
