"""Give an Ogg stream a fixed serial number, so the same samples make the same file's bytes.

libsndfile starts each Ogg stream with a serial number drawn from the clock; everything else it
writes follows from the samples.  Each page carries the serial (bytes 14-17 of its header) and a
CRC of the whole page (bytes 22-25): both are rewritten here (RFC 3533)."""
from __future__ import annotations

import struct

SERIAL = 0x7AB1E707   # any fixed number will do: each effect is a file of its own


def _crc_table() -> list[int]:
    table = []
    for i in range(256):
        r = i << 24
        for _ in range(8):
            r = ((r << 1) ^ 0x04C11DB7) if r & 0x80000000 else (r << 1)
        table.append(r & 0xFFFFFFFF)
    return table


_TABLE = _crc_table()


def crc(data: bytes) -> int:
    """Ogg's CRC-32 (polynomial 0x04C11DB7, no reflection, starting from 0)."""
    value = 0
    for byte in data:
        value = ((value << 8) & 0xFFFFFFFF) ^ _TABLE[((value >> 24) ^ byte) & 0xFF]
    return value


def with_serial(data: bytes, serial: int = SERIAL) -> bytes:
    """`data` (a whole Ogg file of one logical stream) with every page's serial set to `serial`."""
    out = bytearray(data)
    at = 0
    while at < len(out):
        if out[at:at + 4] != b"OggS":
            raise ValueError(f"no Ogg page at byte {at}")
        segments = out[at + 26]
        header = 27 + segments
        size = header + sum(out[at + 27:at + header])
        struct.pack_into("<I", out, at + 14, serial)
        struct.pack_into("<I", out, at + 22, 0)
        struct.pack_into("<I", out, at + 22, crc(bytes(out[at:at + size])))
        at += size
    return bytes(out)
