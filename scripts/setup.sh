#!/usr/bin/env bash
# Sets up a fresh Debian machine for Winnow: Chromium and CJK fonts, Firefox ESR, and the speech
# engine read aloud's test uses, from Debian's packages (only when missing), then the exact npm dependencies from package-lock.json.
# Idempotent: a second run does nothing it doesn't need to.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1 || ! fc-list 2>/dev/null | grep -qi 'Noto Sans CJK'; then
  echo "setup: installing chromium and fonts-noto-cjk from Debian packages" >&2
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y chromium fonts-noto-cjk
fi

# Read aloud's end-to-end test drives the real speech engine: speech-dispatcher with espeak-ng.
if [ ! -x /usr/bin/speech-dispatcher ] || [ ! -x /usr/lib/speech-dispatcher-modules/sd_espeak-ng ]; then
  echo "setup: installing speech-dispatcher and espeak-ng from Debian packages" >&2
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y speech-dispatcher espeak-ng
fi

# The Firefox suite (e2e-firefox/) drives Debian's Firefox ESR over WebDriver BiDi.
if [ ! -x /usr/bin/firefox-esr ]; then
  echo "setup: installing firefox-esr from Debian packages" >&2
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y firefox-esr
fi

# npm ci when node_modules is missing or older than the lock file.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: npm ci" >&2
  npm ci --no-audit --no-fund
fi
