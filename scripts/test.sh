#!/usr/bin/env bash
# `npm test`: lint, type checks, then every test suite. Browser suites need Debian's chromium;
# it is installed here when missing because nothing may download a browser build of its own.
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."

ensure_chromium() {
  if [ -x /usr/bin/chromium ]; then return; fi
  echo "Installing Debian's chromium for the browser tests..."
  if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
}

echo "== lint"
npm run --silent lint
echo "== typecheck"
npm run --silent typecheck
echo "== unit, integration and conformance tests"
npx vitest run
if compgen -G "tests/e2e/*.spec.ts" >/dev/null; then
  ensure_chromium
  echo "== browser tests"
  npx playwright test
fi
