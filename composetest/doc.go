// Package composetest holds the multi-host test of the top-level
// docker-compose.yml: real containers on their own network addresses,
// started by scripts/compose-test.sh with podman and podman-compose, and
// driven from the host through their published loopback ports and podman
// (kill, start, network disconnect and connect). Without
// ARBITRA_COMPOSE_TEST=1 the test skips, so that `go test ./...` needs no
// containers.
package composetest
