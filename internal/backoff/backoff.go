// Package backoff is the one doubling delay the code waits by between
// attempts, so that every retry grows and is bounded the same way.
package backoff

import (
	"context"
	"time"
)

// Delay is the wait after attempt n (from 0): base doubled n times, at most
// ceiling.
func Delay(n int, base, ceiling time.Duration) time.Duration {
	d := base
	for i := 0; i < n && d < ceiling; i++ {
		d *= 2
	}
	return min(d, ceiling)
}

// Retry calls try until it reports done or ctx ends, waiting Delay(n, base,
// ceiling) after the n-th call; it returns ctx's error if ctx ended first.
func Retry(ctx context.Context, base, ceiling time.Duration, try func() (done bool)) error {
	t := time.NewTimer(0)
	defer t.Stop()
	for n := 0; !try(); n++ {
		t.Reset(Delay(n, base, ceiling))
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
		}
	}
	return nil
}
