#!/usr/bin/env bash
# `npm test`: lint, type checks, then every test suite. Browser suites need Debian's chromium, and
# the shared-cache tests Debian's redis-server (each test starts its own on a loopback port; no
# system service is started): both are installed here when missing.
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."

# ensure_debian_package PROGRAM PACKAGE WHY: installs PACKAGE from Debian when PROGRAM is missing.
ensure_debian_package() {
  if command -v "$1" >/dev/null; then return; fi
  echo "Installing Debian's $2 for $3..."
  if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$2" >/dev/null
}

# stage NAME COMMAND…: runs one stage, noting its time for the summary printed at the end.
STAGES=()
stage() {
  local name=$1 started=$SECONDS
  shift
  echo "== $name"
  "$@"
  STAGES+=("$(printf '%-44s %5d s' "$name" $((SECONDS - started)))")
}
print_times() {
  echo "== time per stage"
  if [ ${#STAGES[@]} -gt 0 ]; then printf '  %s\n' "${STAGES[@]}"; fi
  printf '  %-44s %5d s\n' "npm test" "$SECONDS"
}
trap print_times EXIT

stage lint npm run --silent lint
stage typecheck npm run --silent typecheck
ensure_debian_package redis-server redis-server "the shared-cache tests"
# The WordPress plugin's tests run php -l on each of its files (the real WordPress kit needs PHP too).
ensure_debian_package php php-cli "the WordPress plugin's php -l"
stage "unit, integration and conformance tests" npx vitest run
if compgen -G "tests/e2e/*.spec.ts" >/dev/null; then
  ensure_debian_package /usr/bin/chromium chromium "the browser tests"
  stage "browser tests" npx playwright test
fi
