"""Play online in the window (docs/dev/online-window.md): the screens (menu, host, invite,
join, tables), the online table put in front of a title's own table (table.py, with its pause
menu and results), the saved tables (known.py) and this computer's server (local_server.py)."""
