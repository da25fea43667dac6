#!/usr/bin/env bash
# Makes sure a Chromium for the browser tests exists. Nothing here downloads a
# browser from the web: we use Debian's package (or CHROMIUM_PATH if given).
set -euo pipefail

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then
  # The CJK font only makes screenshots readable; tests do not depend on it.
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null && ! fc-list 2>/dev/null | grep -qi wqy; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-wqy-microhei >/dev/null 2>&1 || true
  fi
  exit 0
fi

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $chromium_path: installing Debian's 'chromium' package with apt-get…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium fonts-wqy-microhei >/dev/null
  if [ -x /usr/bin/chromium ]; then exit 0; fi
fi

cat >&2 <<MSG
The browser tests need Chromium, and none was found at $chromium_path.
Install Debian's package 'chromium' (as root: apt-get install chromium fonts-wqy-microhei),
or set CHROMIUM_PATH to an existing Chromium or Chrome binary, then run 'npm test' again.
MSG
exit 1
