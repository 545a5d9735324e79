"""Headless Debian Chromium driven by selenium, with the network made unreachable.

Chromium runs with the flags this machine needs (docs: --headless --no-sandbox --disable-gpu
--disable-quic --no-first-run --disable-background-networking --disable-component-update
--disable-sync), a fresh --user-data-dir, and every request that would leave the machine sent
to a proxy on a closed loopback port, so a page that tries to load anything from the
network fails loudly (console error, failed request in the performance log).
"""
from __future__ import annotations

import json
import os
import shutil
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
#: A loopback port nothing listens on (TCP discard): the proxy that makes the network unreachable.
CLOSED_PROXY = "http://127.0.0.1:9"


def chromium_available() -> bool:
    """True when Debian's chromium and chromium-driver are installed."""
    return Path(CHROMIUM).exists() and Path(CHROMEDRIVER).exists() and shutil.which("chromium") is not None


def skip_reason() -> str | None:
    """Why browser tests may be skipped, or None when they must run.

    They run whenever Chromium is present, and always under CI (env CI set), where a missing
    Chromium is a failure (.ci/install-browser.sh installs it first).
    """
    if chromium_available() or os.environ.get("CI"):
        return None
    return (f"headless Chromium not installed ({CHROMIUM}, {CHROMEDRIVER}); "
            "run .ci/install-browser.sh (apt-get install chromium chromium-driver)")


@contextmanager
def chromium(width: int = 1400, height: int = 900, loopback: bool = False) -> Iterator["object"]:
    """Yield a selenium Chrome WebDriver on headless Chromium; quit it and its profile after.

    ``loopback``: let requests to 127.0.0.1 / localhost through (a test's own ``kg serve``;
    session 60); every other address still goes to the closed proxy."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    profile = tempfile.mkdtemp(prefix="paperkg-chromium-")
    opts = webdriver.ChromeOptions()
    opts.binary_location = CHROMIUM
    for flag in (
        "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--disable-dev-shm-usage", f"--user-data-dir={profile}", f"--window-size={width},{height}",
        f"--proxy-server={CLOSED_PROXY}",
    ):
        opts.add_argument(flag)
    if not loopback:  # (Chromium bypasses the proxy for loopback unless told not to)
        opts.add_argument("--proxy-bypass-list=<-loopback>")
    opts.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    os.environ.setdefault("SE_OFFLINE", "true")  # never let Selenium Manager download anything
    driver = webdriver.Chrome(options=opts, service=Service(executable_path=CHROMEDRIVER))
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


def console_errors(driver) -> list[str]:
    """Messages of SEVERE browser-log entries (console.error, uncaught errors, CSP, failed loads)."""
    return [e["message"] for e in driver.get_log("browser") if e.get("level") == "SEVERE"]


def requested_urls(driver) -> list[str]:
    """URLs of every request the page made, from the DevTools performance log."""
    urls = []
    for entry in driver.get_log("performance"):
        msg = json.loads(entry["message"])["message"]
        if msg.get("method") == "Network.requestWillBeSent":
            urls.append(msg["params"]["request"]["url"])
    return urls


def wait_for(driver, script: str, timeout: float = 20.0):
    """Poll ``return <script>`` until truthy; return its value or raise TimeoutError."""
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, timeout, poll_frequency=0.05).until(lambda d: d.execute_script("return " + script))
