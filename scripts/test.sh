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

echo "== lint"
npm run --silent lint
echo "== typecheck"
npm run --silent typecheck
ensure_debian_package redis-server redis-server "the shared-cache tests"
# The WordPress plugin's tests run php -l on each of its files (the real WordPress kit needs PHP too).
ensure_debian_package php php-cli "the WordPress plugin's php -l"
echo "== unit, integration and conformance tests"
npx vitest run
if compgen -G "tests/e2e/*.spec.ts" >/dev/null; then
  ensure_debian_package /usr/bin/chromium chromium "the browser tests"
  echo "== browser tests"
  npx playwright test
fi
