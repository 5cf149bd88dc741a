#!/usr/bin/env bash
# Rebuilds the contract artifacts and Go bindings in place and fails if they
# differ from what is committed, so sources and artifacts never drift apart.
set -euo pipefail

root="$(git -C "$(dirname "${BASH_SOURCE[0]}")" rev-parse --show-toplevel)"
"$root/contracts/build.sh"

status=0
if ! git -C "$root" diff --exit-code --stat -- contracts/; then
	status=1
fi
untracked="$(git -C "$root" ls-files --others --exclude-standard -- contracts/)"
if [ -n "$untracked" ]; then
	printf 'untracked generated files:\n%s\n' "$untracked"
	status=1
fi
if [ "$status" -ne 0 ]; then
	echo "contracts/: committed artifacts are stale; run contracts/build.sh and commit the result" >&2
fi
exit "$status"
