"""Session 58 (trial T58): ``--scheduler`` pointing at an HTTP port (the Dask dashboard, 8787)
says so instead of only "no Dask scheduler answered"."""
import http.server
import threading

import pytest

from kg.distributed import SchedulerUnreachable, _http_status_line, _probe


class _Page(http.server.BaseHTTPRequestHandler):
    def do_GET(self):  # noqa: N802 - http.server's name
        self.send_response(302)
        self.send_header("Location", "/status")
        self.end_headers()

    def log_message(self, *args):  # quiet
        pass


@pytest.fixture()
def http_port():
    server = http.server.HTTPServer(("127.0.0.1", 0), _Page)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server.server_address[1]
    server.shutdown()
    server.server_close()


def test_the_status_line_of_an_http_port(http_port):
    assert _http_status_line("127.0.0.1", http_port, 2.0).startswith("HTTP/1.0 302")


def test_a_silent_port_gives_none():
    import socket

    with socket.socket() as listener:  # accepts (the kernel's backlog) but never answers
        listener.bind(("127.0.0.1", 0))
        listener.listen(1)
        assert _http_status_line("127.0.0.1", listener.getsockname()[1], 0.5) is None


def test_the_probe_of_an_http_port_names_the_dashboard(http_port):
    with pytest.raises(SchedulerUnreachable) as err:
        _probe(f"tcp://127.0.0.1:{http_port}", 1.0)
    text = str(err.value)
    assert "answers HTTP (HTTP/1.0 302" in text
    assert "the Dask dashboard" in text and "8786" in text and "docs/CLUSTER.md" in text
