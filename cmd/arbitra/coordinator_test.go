//go:build !arbitra_juror

package main

import (
	"context"
	"io"
	"strings"
	"testing"
)

// TestCoordinatorRefusesBadAdmissionFlags: the admission and HTTP edge
// bounds are checked before anything starts, each error naming its flag.
func TestCoordinatorRefusesBadAdmissionFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--max-queued", "0"}, "--max-queued must be at least 1"},
		{[]string{"--slot-wait", "0s"}, "--slot-wait must be positive"},
		{[]string{"--http-read-timeout", "0s"}, "--http-read-timeout must be positive"},
		{[]string{"--http-max-conns", "0"}, "--http-max-conns must be at least 1"},
		{[]string{"--http-rate", "0"}, "--http-rate must not be 0"},
		{[]string{"--http-allowed-hosts", "arbitra.example.com,evil host"}, "--http-allowed-hosts"},
	} {
		// Cancelled: a coordinator that got past the checks stops at once
		// instead of serving.
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		args := append([]string{"--datadir", t.TempDir(), "--http-addr", "127.0.0.1:0", "--listen", "/ip4/127.0.0.1/tcp/0"}, c.args...)
		err := runCoordinator(ctx, args, io.Discard, io.Discard)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Fatalf("%v: %v, want %q", c.args, err, c.want)
		}
	}
}
