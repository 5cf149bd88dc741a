#!/usr/bin/env bash
# The multi-host test: brings docker-compose.yml up with podman-compose
# (scripts/compose.sh) under a project name and ports of its own, runs
# TestComposeNetwork (composetest/) against it, and always tears it down,
# volumes included. On failure the containers' logs are printed first.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

export ARBITRA_COMPOSE_PROJECT="${ARBITRA_COMPOSE_PROJECT:-arbitra-test}"
project="$ARBITRA_COMPOSE_PROJECT"
export CONTAINERS_CONF="${CONTAINERS_CONF:-$root/scripts/containers.conf}"

# Free loopback ports, so that a network or devnet already running here is
# left alone.
read -r -a ports <<<"$(python3 -c '
import socket
socks = [socket.socket() for _ in range(8)]
for s in socks: s.bind(("127.0.0.1", 0))
print(" ".join(str(s.getsockname()[1]) for s in socks))
')"
export ARBITRA_CHAIN_PORT="${ports[0]}" ARBITRA_COORDINATOR_A_PORT="${ports[1]}" ARBITRA_COORDINATOR_B_PORT="${ports[2]}"
for i in 1 2 3 4 5; do
	export "ARBITRA_JUROR_${i}_PORT=${ports[$((i + 2))]}"
done

finish() {
	local rc=$?
	if [ $rc -ne 0 ]; then
		echo "compose-test: failed (exit $rc); the containers' last log lines:" >&2
		for c in $(podman ps -a --filter "label=io.podman.compose.project=$project" --format '{{.Names}}'); do
			echo "--- $c ($(podman inspect --format '{{.State.Status}} exit={{.State.ExitCode}}' "$c"))" >&2
			podman logs --tail 40 "$c" >&2 2>&1 || true
		done
	fi
	scripts/compose.sh down
	exit $rc
}
trap finish EXIT

scripts/compose.sh down # a run interrupted before its trap left things behind
start=$SECONDS
scripts/compose.sh up
echo "compose-test: the network was up in $((SECONDS - start)) s"
ARBITRA_COMPOSE_TEST=1 go test -count=1 -v -timeout 6m -run '^TestComposeNetwork$' ./composetest
