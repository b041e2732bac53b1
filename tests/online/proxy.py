"""A TCP proxy on loopback between a client and a real server, for tests of lost connections:
it passes bytes both ways untouched, and can cut a connection the moment the server's reply
holds a given text, before that reply reaches the client (the server has done its work; the
client never hears of it).  The server sends WebSocket frames unmasked and uncompressed, so its
JSON is plain in the byte stream.

    proxy = await Proxy.start("127.0.0.1", server_port)
    proxy.cut_once(b'"type":"created"')      # the next reply holding it is lost
    client = online_client(proxy.url)        # conftest.online_client
"""
from __future__ import annotations

import asyncio


class Proxy:
    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port
        self.cuts: list[bytes] = []
        self.cut_count = 0
        self._server: asyncio.AbstractServer | None = None
        self._writers: set[asyncio.StreamWriter] = set()

    @classmethod
    async def start(cls, host: str, port: int) -> "Proxy":
        proxy = cls(host, port)
        proxy._server = await asyncio.start_server(proxy._client, "127.0.0.1", 0)
        return proxy

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self._server.sockets[0].getsockname()[1]}"

    def cut_once(self, text: bytes) -> None:
        """Cut the connection that next carries `text` from the server, before it is passed on."""
        self.cuts.append(text)

    async def _client(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            up_reader, up_writer = await asyncio.open_connection(self.host, self.port)
        except OSError:
            writer.close()
            return
        self._writers |= {writer, up_writer}

        async def pipe(src, dst, watch: bool) -> None:
            tail = b""
            try:
                while True:
                    chunk = await src.read(65536)
                    if not chunk:
                        break
                    seen = tail + chunk
                    if watch and any(text in seen for text in self.cuts):
                        self.cuts = [text for text in self.cuts if text not in seen]
                        self.cut_count += 1
                        break
                    tail = seen[-256:]
                    dst.write(chunk)
                    await dst.drain()
            except (ConnectionError, OSError):
                pass
            finally:
                for w in (writer, up_writer):
                    w.close()

        await asyncio.gather(pipe(reader, up_writer, False), pipe(up_reader, writer, True))

    async def close(self) -> None:
        self._server.close()
        for w in self._writers:
            w.close()
        await self._server.wait_closed()
