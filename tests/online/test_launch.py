"""serve_cli.launch: the window's way to start a server on this computer (a child process)."""
import asyncio

from game.online.server.serve_cli import launch

from .wire import Wire


def test_launch_starts_a_server_and_stop_ends_it(tmp_path):
    local = launch(tmp_path, log_path=tmp_path / "server.log")
    assert local.url.startswith("ws://127.0.0.1:") and local.port > 0 and local.alive()

    async def go():
        wire = await Wire.open(local.url)
        assert (await wire.reply({"type": "ping"}))["type"] == "pong"
        await wire.close()

    asyncio.run(go())
    assert local.stop() == 0 and not local.alive()
