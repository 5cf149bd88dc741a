#!/usr/bin/env bash
# The project's test command: installs what the tests need (geth and abigen
# from the Go module proxy, solc and OpenZeppelin from the npm registry,
# pinned, and the verdict page's esbuild and headless Chromium), checks that
# the committed contract artifacts and the page's bundle match their sources,
# vets, runs every test, runs each fuzz target briefly, smoke-runs the
# benchmarks and the load generator (cmd/arbitra-bench), runs the kubo
# interop check, and runs the multi-host test of docker-compose.yml on
# podman (installing podman, podman-compose and runc from Debian's
# packages when they are missing).
#
# Set ARBITRA_SKIP_KUBO=1 to skip the kubo build (several minutes on 2 cores),
# ARBITRA_SKIP_COMPOSE=1 to skip the multi-host test, ARBITRA_SKIP_SOAK=1 to
# skip the 2-minute soak (scripts/soak.sh: separate processes under load,
# SIGKILL and a paused juror, then its checks).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
export PATH="$(go env GOPATH)/bin:$PATH"

step() { printf '\n=== %s\n' "$*"; }

step "tools: geth and abigen v1.17.10"
if ! geth version 2>/dev/null | grep -q '^Version: 1.17.10' || ! abigen --version 2>/dev/null | grep -q '1.17.10'; then
	# one invocation, so the two share their compiled dependencies; without
	# cgo, so that the same geth runs in the compose network's scratch image
	CGO_ENABLED=0 go install github.com/ethereum/go-ethereum/cmd/geth@v1.17.10 github.com/ethereum/go-ethereum/cmd/abigen@v1.17.10
fi

step "tools: solc and OpenZeppelin (contracts/package-lock.json)"
(cd contracts && npm ci --no-audit --no-fund --loglevel=error)

step "contracts: committed artifacts match the sources"
contracts/check-artifacts.sh

step "tools: headless Chromium (Debian's chromium) for the verdict page's browser test"
if ! command -v chromium >/dev/null; then
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq && apt-get install -y -qq chromium >/dev/null
fi

step "web: the committed verdict page bundle matches its sources (web/package-lock.json)"
web/check-bundle.sh

step "web: the page's checks against the golden vectors"
node --test web/test/

step "go vet"
go vet ./...

step "go test"
go test -count=1 -timeout 40m ./...

step "fuzz (bounded)"
# Go 1.26's fuzz coordinator can report a bare "context deadline exceeded"
# when -fuzztime ends while a worker is mid-call (golang/go#75804, fixed in
# Go 1.27). A real finding always writes its input under testdata/fuzz, so
# a failure without one is run again, up to three more times; any other
# failure fails the step.
fuzz() {
	local out attempt
	for attempt in 1 2 3 4; do
		if out="$(go test -run '^$' -fuzz "^$2\$" -fuzztime "${FUZZTIME:-10s}" "$1" 2>&1)"; then
			printf '%s\n' "$out" | tail -n 2
			return
		fi
		printf '%s\n' "$out"
		if ! grep -q 'context deadline exceeded' <<<"$out" || grep -q 'Failing input written' <<<"$out"; then
			return 1
		fi
		echo "fuzz $2: the coordinator's deadline race (attempt $attempt), no failing input"
	done
	return 1
}
# decoders of untrusted input: requests, votes, stream frames, seal answers,
# revert data, ballots
fuzz ./verdict FuzzCanonicalizeJSON
fuzz ./verdict FuzzCanonicalString
fuzz ./verdict FuzzUnmarshalStrict
fuzz ./coordinator FuzzDecodeSubmission
fuzz ./juror FuzzParseVote
fuzz ./juror FuzzPromptRoundTrip
fuzz ./juror FuzzQuote
fuzz ./juror FuzzBuiltinCriteria
fuzz ./p2p FuzzReadMsg
fuzz ./p2p FuzzReadSeqMsg
fuzz ./ipfs FuzzDecodeSealAnswer
fuzz ./ipfs FuzzFetchedAudit
fuzz ./chain FuzzRecoverBallotSigner
fuzz ./chain FuzzDecodeRevert
fuzz ./mcpserver FuzzDecodeIndexedDeal

step "benchmarks (smoke)"
go test -run '^$' -bench . -benchtime 20x ./verdict ./juror ./coordinator ./store ./ipfs ./reputation

step "arbitra-bench (smoke)"
go run ./cmd/arbitra-bench --smoke

if [ "${ARBITRA_SKIP_SOAK:-}" != 1 ]; then
	step "soak: 2 minutes of load, kill -9 and a paused juror (scripts/soak.sh)"
	scripts/soak.sh --duration 2m
fi

if [ "${ARBITRA_SKIP_KUBO:-}" != 1 ]; then
	step "kubo interop"
	.ci/kubo-interop.sh
fi
if [ "${ARBITRA_SKIP_COMPOSE:-}" != 1 ]; then
	step "multi-host: docker-compose.yml on podman (scripts/compose-test.sh)"
	if ! command -v podman-compose >/dev/null || ! command -v runc >/dev/null; then
		apt-get update && apt-get install -y podman podman-compose runc
	fi
	scripts/compose-test.sh
fi
echo
echo "all checks passed"
