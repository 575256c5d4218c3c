#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium for the Playwright tests (we never download
# Playwright's own browsers). Quick and silent-ish when it is already there.
set -euo pipefail

# ENSURE_CHROMIUM_PATH exists only to test this script; Playwright always uses /usr/bin/chromium.
CHROMIUM="${ENSURE_CHROMIUM_PATH:-/usr/bin/chromium}"

if [ -x "$CHROMIUM" ]; then
  echo "ensure-chromium: found $("$CHROMIUM" --version 2>/dev/null | head -n 1 || echo "$CHROMIUM")"
  exit 0
fi

echo "ensure-chromium: $CHROMIUM is missing."

if [ "$(id -u)" -ne 0 ]; then
  cat >&2 <<'MSG'
ensure-chromium: not running as root, so not installing it. Install Debian's Chromium and fonts with:
  sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y chromium fonts-liberation fonts-dejavu-core
then run the command again.
MSG
  exit 1
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: apt-get is not available; install Chromium at $CHROMIUM by other means." >&2
  exit 1
fi

echo "ensure-chromium: installing chromium and fonts with apt-get (about 30 s)..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium fonts-liberation fonts-dejavu-core </dev/null

if [ ! -x "$CHROMIUM" ]; then
  echo "ensure-chromium: apt-get finished but $CHROMIUM is still missing." >&2
  exit 1
fi
echo "ensure-chromium: installed $("$CHROMIUM" --version 2>/dev/null | head -n 1 || echo "$CHROMIUM")"
