"""`--certfile/--keyfile`: the server speaks wss:// and says so on its first line."""
import asyncio
import shutil
import ssl
import subprocess

import pytest
from websockets.asyncio.client import connect

from .conftest import start_server


@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs the openssl command to make a certificate")
def test_wss_with_a_certificate(tmp_path):
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", "/CN=localhost", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)], check=True, capture_output=True)
    proc = start_server(tmp_path / "data", "--certfile", str(cert), "--keyfile", str(key))
    assert proc.url.startswith("wss://127.0.0.1:")
    context = ssl.create_default_context(cafile=str(cert))

    async def go():
        async with connect(proc.url, ssl=context) as ws:
            await ws.send('{"type": "hello", "protocol": 1}')
            return await ws.recv()

    assert '"type":"hello"' in asyncio.run(go())
    assert proc.stop() == 0


def test_a_key_without_a_certificate_is_refused(tmp_path):
    import os
    import sys

    from .conftest import ROOT

    done = subprocess.run([sys.executable, "-m", "game", "serve", "--port", "0", "--data", str(tmp_path),
                           "--keyfile", str(tmp_path / "k.pem")], capture_output=True, text=True,
                          env=dict(os.environ, PYTHONPATH=str(ROOT)), timeout=60)
    assert done.returncode == 2 and "--certfile" in done.stderr and done.stdout == ""
