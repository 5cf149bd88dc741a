#!/usr/bin/env bash
# Rebuilds the verdict page's bundle from its sources with the pinned
# toolchain (npm ci) and fails if it differs from the committed
# web/dist/app.js, so that sources and bundle never drift apart.
set -euo pipefail

root="$(git -C "$(dirname "${BASH_SOURCE[0]}")" rev-parse --show-toplevel)"
cd "$root/web"
npm ci --no-audit --no-fund --loglevel=error
./build.sh

status=0
if ! git -C "$root" diff --exit-code --stat -- web/dist/; then
	status=1
fi
untracked="$(git -C "$root" ls-files --others --exclude-standard -- web/dist/)"
if [ -n "$untracked" ]; then
	printf 'untracked generated files:\n%s\n' "$untracked"
	status=1
fi
if [ "$status" -ne 0 ]; then
	echo "web/: the committed bundle is stale; run web/build.sh and commit web/dist/app.js" >&2
fi
exit "$status"
