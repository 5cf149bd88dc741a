#!/usr/bin/env bash
# The compose network (docker-compose.yml) with podman and podman-compose,
# on a machine without a Docker engine or a registry:
#
#   scripts/compose.sh up      build the static binaries and the images, start
#                              the network and wait until both coordinators are ready
#   scripts/compose.sh down    stop it and remove its containers and volumes
#   scripts/compose.sh build   only build the binaries (bin/) and the images
#   scripts/compose.sh binaries only build the binaries, for `docker compose up --build`
#
# ARBITRA_COMPOSE_PROJECT names the project (default arbitra); the port
# variables of docker-compose.yml (ARBITRA_COORDINATOR_A_PORT, …) move the
# published ports. CONTAINERS_CONF defaults to scripts/containers.conf, the
# podman settings this kind of machine needs. With ARBITRA_COMPOSE_PROFILE=ollama,
# up also starts the ollama profile.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
export PATH="$(go env GOPATH)/bin:$PATH"
export CONTAINERS_CONF="${CONTAINERS_CONF:-$root/scripts/containers.conf}"
project="${ARBITRA_COMPOSE_PROJECT:-arbitra}"
geth_version=v1.17.10

# podman-compose 1.0 reports as errors what is expected here: volumes not
# created yet, containers of the first phase of up that exist already
# (it starts them instead), and, without systemd, health checks that
# podman cannot schedule (the nodes' readiness is polled below instead).
compose() {
	podman-compose -p "$project" -f "$root/docker-compose.yml" "$@" \
		2> >(grep -v -e 'unable to get systemd connection' -e 'no such volume' -e 'is already in use' -e 'connect to syslog' >&2)
}

# The services started by default; podman-compose 1.0 has no profiles, so
# they are named (the ollama profile's are added on request). The one-shot
# inits run to their end before the others start.
inits=(init)
services=(coordinator-a coordinator-b juror-1 juror-2 juror-3 juror-4 juror-5)
if [ "${ARBITRA_COMPOSE_PROFILE:-}" = ollama ]; then
	inits+=(init-ollama)
	services+=(ollama juror-ollama-1 juror-ollama-2)
fi

# static_geth puts a geth without cgo in bin/: the installed one when it is
# that build, otherwise one built once into the cache.
static_geth() {
	local g
	g="$(command -v geth || true)"
	if [ -n "$g" ] && go version -m "$g" 2>/dev/null | grep -q "mod.*go-ethereum.*$geth_version" &&
		go version -m "$g" | grep -q 'CGO_ENABLED=0'; then
		cp "$g" bin/geth
		return
	fi
	local cache="${XDG_CACHE_HOME:-$HOME/.cache}/arbitra/geth-static-$geth_version"
	if [ ! -x "$cache/geth" ]; then
		mkdir -p "$cache"
		CGO_ENABLED=0 GOBIN="$cache" GOFLAGS=-trimpath go install "github.com/ethereum/go-ethereum/cmd/geth@$geth_version"
	fi
	cp "$cache/geth" bin/geth
}

binaries() {
	mkdir -p bin
	CGO_ENABLED=0 go build -trimpath -o bin/arbitra ./cmd/arbitra
	CGO_ENABLED=0 go build -trimpath -o bin/arbitra-juror ./cmd/arbitra-juror
	CGO_ENABLED=0 go build -trimpath -o bin/compose-init ./scripts/compose-init
	static_geth
	cp /etc/ssl/certs/ca-certificates.crt bin/
}

build() {
	binaries
	local target
	for target in arbitra arbitra-juror geth compose-init; do
		local image="localhost/arbitra-${target#arbitra-}:dev" # as docker-compose.yml names them
		[ "$target" = arbitra ] && image=localhost/arbitra:dev
		podman build --quiet --target "$target" -t "$image" . >/dev/null
	done
}

# wait_ready polls each URL until it answers 200, for at most $1 seconds.
wait_ready() {
	local deadline=$((SECONDS + $1)) url
	shift
	for url in "$@"; do
		until bin/arbitra healthcheck --url "$url" --timeout 2s >/dev/null 2>&1; do
			if [ $SECONDS -ge $deadline ]; then
				echo "compose: $url is not ready; the containers:" >&2
				podman ps -a --filter "label=io.podman.compose.project=$project" --format '{{.Names}} {{.Status}}' >&2
				return 1
			fi
			sleep 1
		done
	done
}

up() {
	build
	# podman-compose 1.0 starts a service without waiting for the
	# conditions of its depends_on, so the init runs to its end first.
	local init rc
	for init in "${inits[@]}"; do
		compose up -d --no-build "$init" >/dev/null
		rc="$(podman wait "${project}_${init}_1")"
		if [ "$rc" != 0 ]; then
			podman logs "${project}_${init}_1" >&2
			echo "compose: $init failed (exit $rc)" >&2
			return 1
		fi
	done
	compose up -d --no-build "${services[@]}" >/dev/null
	wait_ready 120 "http://127.0.0.1:${ARBITRA_COORDINATOR_A_PORT:-8081}/readyz" "http://127.0.0.1:${ARBITRA_COORDINATOR_B_PORT:-8082}/readyz"
	for init in "${inits[@]}"; do
		podman logs "${project}_${init}_1" 2>/dev/null
	done
	echo "coordinator A  http://127.0.0.1:${ARBITRA_COORDINATOR_A_PORT:-8081}"
	echo "coordinator B  http://127.0.0.1:${ARBITRA_COORDINATOR_B_PORT:-8082}"
	echo "chain          http://127.0.0.1:${ARBITRA_CHAIN_PORT:-8545}"
}

down() {
	compose down -v >/dev/null 2>&1 || true
	# podman-compose 1.0 leaves the project's network behind
	podman network rm -f "${project}_default" >/dev/null 2>&1 || true
}

case "${1:-}" in
binaries) binaries ;;
build) build ;;
up) up ;;
down) down ;;
*)
	echo "usage: scripts/compose.sh up|down|build|binaries" >&2
	exit 2
	;;
esac
