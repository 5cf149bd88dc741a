#!/usr/bin/env bash
# Interop check against an independent IPFS implementation: kubo's `ipfs`
# connects to an arbitra node and `ipfs dag get <cid>` must print the verdict.
#
# kubo v0.43.1 is built from its Go module source. Its go.mod replaces
# go-libp2p with a fork that the module proxy does not serve, so the build
# drops that replace line and pins go-libp2p v0.52.0 instead. The binary is
# cached in $ARBITRA_CACHE (default ~/.cache/arbitra) and reused.
set -euo pipefail

KUBO_VERSION=v0.43.1
LIBP2P_VERSION=v0.52.0
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cache="${ARBITRA_CACHE:-$HOME/.cache/arbitra}/kubo-$KUBO_VERSION"
bin="$cache/ipfs"

build_kubo() {
	local src work start
	start=$(date +%s)
	mkdir -p "$cache"
	# Outside any module, so that arbitra's go.mod and go.sum stay untouched.
	src="$(cd "$(mktemp -d)" && GOFLAGS=-mod=mod GOWORK=off go mod download -json "github.com/ipfs/kubo@$KUBO_VERSION" |
		sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')"
	if [ -z "$src" ] || [ ! -d "$src" ]; then
		echo "kubo-interop: could not download kubo $KUBO_VERSION" >&2
		return 1
	fi
	work="$(mktemp -d)"
	trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' RETURN
	cp -R "$src/." "$work/"
	chmod -R u+w "$work"
	(
		cd "$work"
		export GOFLAGS=-mod=mod GOWORK=off
		# Drop the replace of go-libp2p by an unserved fork.
		sed -i '/^replace github.com\/libp2p\/go-libp2p => /d' go.mod
		go get "github.com/libp2p/go-libp2p@$LIBP2P_VERSION"
		go build -trimpath -o "$bin.tmp" ./cmd/ipfs
	)
	mv "$bin.tmp" "$bin"
	echo "kubo-interop: built kubo $KUBO_VERSION in $(($(date +%s) - start))s" >&2
}

if [ ! -x "$bin" ] || ! "$bin" version 2>/dev/null | grep -q "${KUBO_VERSION#v}"; then
	build_kubo
fi
"$bin" version

cd "$root"
ARBITRA_KUBO="$bin" go test -count=1 -run '^TestKuboInterop$' -v ./ipfs/
