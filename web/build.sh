#!/usr/bin/env bash
# Bundles the verdict page's sources (src/) with the esbuild and the noble
# libraries pinned in package-lock.json into dist/app.js, which is committed
# so that go build needs no npm.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here"
if [ ! -x node_modules/.bin/esbuild ]; then
	npm ci --no-audit --no-fund --loglevel=error
fi
./node_modules/.bin/esbuild src/app.js --bundle --format=esm --target=es2022 --minify --legal-comments=eof \
	--charset=utf8 --log-level=warning --outfile=dist/app.js
