#!/usr/bin/env bash
# `npm test`: lint, type checks, then every test suite. Browser suites need Debian's chromium, and
# the shared-cache tests Debian's redis-server (each test starts its own on a loopback port; no
# system service is started): both are installed here when missing.
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

ensure_redis_server() {
  if command -v redis-server >/dev/null; then return; fi
  echo "Installing Debian's redis-server for the shared-cache tests..."
  if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  # The tests start their own servers (tests/support/redis-server.ts); none uses a system service.
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq redis-server >/dev/null
}

echo "== lint"
npm run --silent lint
echo "== typecheck"
npm run --silent typecheck
ensure_redis_server
echo "== unit, integration and conformance tests"
npx vitest run
if compgen -G "tests/e2e/*.spec.ts" >/dev/null; then
  ensure_chromium
  echo "== browser tests"
  npx playwright test
fi
