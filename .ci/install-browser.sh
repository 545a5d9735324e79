#!/usr/bin/env bash
# Install Debian's Chromium and ChromeDriver for the graph-view browser tests
# (tests/test_view_browser.py), unless both are already there. Idempotent; needs root (apt-get).
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
    echo "install-browser: chromium and chromedriver already installed"
    exit 0
fi
export DEBIAN_FRONTEND=noninteractive
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium chromium-driver fonts-liberation >/dev/null
/usr/bin/chromium --version
/usr/bin/chromedriver --version
