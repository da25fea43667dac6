#!/usr/bin/env bash
# Makes sure Debian's PostgreSQL server binaries exist (for the two-node test,
# server/cluster/twoNodes.test.ts). Installs the 'postgresql' package with
# apt-get when running as root; otherwise says exactly what is missing.
# Prints the bin directory (…/bin with initdb and pg_ctl) on success.
set -euo pipefail

find_bin() {
  for dir in /usr/lib/postgresql/*/bin; do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; return 0; fi
  done
  return 1
}

if bin=$(find_bin); then echo "$bin"; exit 0; fi

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "PostgreSQL not found: installing Debian's 'postgresql' package with apt-get…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
  if bin=$(find_bin); then echo "$bin"; exit 0; fi
fi

cat >&2 <<MSG
The two-node test needs a PostgreSQL server, and none was found under /usr/lib/postgresql/*/bin.
Install Debian's package 'postgresql' (as root: apt-get install postgresql), then run the tests again.
MSG
exit 1
