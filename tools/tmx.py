"""Write a Tiled (1.10 format) map of named rectangles: the starting point of a layout.

Layouts are edited in Tiled afterwards; this helper only saves typing when a new scene
needs its first .tmx.  Usage from Python: write_layout(path, {"layer": [(name, x, y, w, h)]}).
"""
from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import quoteattr

TILE = 16
WIDTH, HEIGHT = 1280, 720


def write_layout(path: Path, layers: dict[str, list[tuple]]) -> None:
    object_id = 1
    groups = []
    for layer_id, (layer, objects) in enumerate(layers.items(), start=1):
        lines = [f' <objectgroup id="{layer_id}" name={quoteattr(layer)}>']
        for obj in objects:
            name, x, y, w, h = obj[:5]
            props = obj[5] if len(obj) > 5 else {}
            attrs = f'id="{object_id}" name={quoteattr(name)} x="{x}" y="{y}" width="{w}" height="{h}"'
            if props:
                lines.append(f"  <object {attrs}>")
                lines.append("   <properties>")
                for key, value in props.items():
                    lines.append(f"    <property name={quoteattr(key)} value={quoteattr(str(value))}/>")
                lines.append("   </properties>")
                lines.append("  </object>")
            else:
                lines.append(f"  <object {attrs}/>")
            object_id += 1
        lines.append(" </objectgroup>")
        groups.append("\n".join(lines))
    text = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{WIDTH // TILE}" height="{HEIGHT // TILE}" tilewidth="{TILE}" tileheight="{TILE}" '
        f'infinite="0" nextlayerid="{len(layers) + 1}" nextobjectid="{object_id}">\n'
        + "\n".join(groups) + "\n</map>\n"
    )
    Path(path).write_text(text, encoding="utf-8")


def table_chrome() -> list[tuple]:
    """The zones every title table shares: top bar, its buttons, message box, game log."""
    return [
        ("bar", 0, 0, 1280, 44),
        ("btn_undo", 1000, 6, 84, 32),
        ("btn_rules", 1090, 6, 84, 32),
        ("btn_menu", 1180, 6, 90, 32),
        ("message", 340, 60, 600, 60),
    ]
