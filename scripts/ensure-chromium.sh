#!/usr/bin/env bash
# `npm test`'s pretest: makes sure the browser tests (test/web/) have a Chromium to drive.
# puppeteer-core downloads no browser; the tests run the system's, Debian's `chromium`
# package at /usr/bin/chromium, or the binary $CHROMIUM names.
#
#   scripts/ensure-chromium.sh [--dry-run]
#
# - CHROMIUM set: nothing is installed; fails when it names no executable file.
# - /usr/bin/chromium there: nothing to do, silent.
# - otherwise: prints one line, then `apt-get update && apt-get install -y chromium`
#   (through sudo when not root), apt's own output going to a log file; fails with one
#   line naming the log when it cannot (no apt-get, no sudo, apt failed, still no browser).
# --dry-run prints the commands instead of running them. JACKAL_SYSTEM_CHROMIUM stands in
# for /usr/bin/chromium (the tests point it elsewhere, so they need not uninstall the browser).
# Exit status: 0 ready, 1 could not make ready, 2 bad argument.
set -euo pipefail

dry=0
for arg in "$@"; do
  case "$arg" in
    --dry-run) dry=1 ;;
    *) echo "ensure-chromium: unknown argument ${arg} (the one flag is --dry-run)" >&2; exit 2 ;;
  esac
done

fail() { echo "ensure-chromium: $1" >&2; exit 1; }

if [ -n "${CHROMIUM:-}" ]; then
  [ -f "$CHROMIUM" ] && [ -x "$CHROMIUM" ] || fail "CHROMIUM=${CHROMIUM} is not an executable file; point it at a Chromium binary or unset it"
  exit 0
fi

target="${JACKAL_SYSTEM_CHROMIUM:-/usr/bin/chromium}"
[ -x "$target" ] && exit 0

sudo=""
if [ "$(id -u)" != 0 ]; then
  command -v sudo >/dev/null 2>&1 || fail "no Chromium at ${target}, and not root with no sudo to install it: run \`apt-get install chromium\` as root, or set CHROMIUM"
  sudo="sudo"
fi
command -v apt-get >/dev/null 2>&1 || fail "no Chromium at ${target}, and no apt-get to install it: install Chromium and set CHROMIUM to its path"

echo "ensure-chromium: no Chromium at ${target}: installing Debian's chromium package (${sudo:+sudo }apt-get update && ${sudo:+sudo }apt-get install -y chromium)"
if [ "$dry" = 1 ]; then
  echo "${sudo:+$sudo }apt-get update"
  echo "${sudo:+$sudo }env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium"
  exit 0
fi
log="$(mktemp "${TMPDIR:-/tmp}/ensure-chromium.XXXXXX.log")"
{ $sudo apt-get update && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium; } >"$log" 2>&1 \
  || fail "apt-get could not install chromium ($(tail -n 1 "$log")); full output in ${log}"
[ -x "$target" ] || fail "apt-get installed chromium but there is still no ${target}; set CHROMIUM to the browser's path (apt output in ${log})"
rm -f "$log"
