#!/usr/bin/env bash
# The soak: builds arbitra, arbitra-juror, arbitra-bench and arbitra-soak
# from this tree, then runs arbitra-soak, which starts them as separate
# processes on loopback (the devnet's JSON-RPC chain, a coordinator, five
# jurors each on its own latency-model server), drives plain verdicts and
# funded deals at a steady rate while it kills the coordinator and jurors
# with SIGKILL and pauses a juror, restarts what it killed, and checks what
# the network left behind. It exits non-zero when a check fails.
#
#   scripts/soak.sh                      2 minutes (what CI runs)
#   scripts/soak.sh --duration 30m       the full soak
#
# Every other flag goes to arbitra-soak (scripts/soak.sh --help lists
# them). Runs shorter than 10 minutes default to a fast model (p50 200ms,
# p99 2s, a 10s deadline) so that they make progress; longer ones to the
# issue's model (p50 2s, p99 30s, a 60s deadline).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
bin="$(mktemp -d "${TMPDIR:-/tmp}/arbitra-soak-bin.XXXXXX")"
trap 'rm -rf "$bin"' EXIT
go build -o "$bin/" ./cmd/arbitra ./cmd/arbitra-juror ./cmd/arbitra-bench ./cmd/arbitra-soak
"$bin/arbitra-soak" --arbitra "$bin/arbitra" --arbitra-juror "$bin/arbitra-juror" --arbitra-bench "$bin/arbitra-bench" "$@"
