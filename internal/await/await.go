// Package await is how the tests wait for a state that no event announces:
// it checks a condition at a growing interval (internal/backoff, 1 ms to
// 50 ms) until it holds, and fails the test, naming what it waited for,
// when the time is up. A test that can be told by an event (a channel, a
// trace hook, Registry.WaitFor) waits on the event instead.
package await

import (
	"context"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/internal/backoff"
)

// Until checks cond until it holds; after timeout it fails t with what.
func Until(t testing.TB, timeout time.Duration, what string, cond func() bool) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	UntilCtx(t, ctx, what, cond)
}

// UntilCtx checks cond until it holds; when ctx ends first it fails t with
// what and ctx's error.
func UntilCtx(t testing.TB, ctx context.Context, what string, cond func() bool) {
	t.Helper()
	if err := backoff.Retry(ctx, time.Millisecond, 50*time.Millisecond, cond); err != nil {
		t.Fatalf("waited for %s: %v", what, err)
	}
}
