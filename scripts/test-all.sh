#!/usr/bin/env bash
# The whole test suite on a fresh machine: installs Debian's chromium and postgresql when missing,
# the npm packages when missing, then typecheck, lint and unit tests at once, build, integration tests
# (some start the built server), e2e.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian packages: ${missing[*]}"
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

[ -d node_modules/@remix-run/dev ] || npm ci --no-audit --no-fund
# Demo timestamps are relative to the run (sold 1 day ago, created yesterday), so refresh them.
node scripts/generate-demo.mjs
node scripts/generate-postcodes.mjs --if-missing

echo "== typecheck, lint and unit tests (in parallel)"; npm run -s validate
echo "== build"; npm run -s build
echo "== integration tests"; npx vitest run --project integration
echo "== end-to-end tests"; npx playwright test
