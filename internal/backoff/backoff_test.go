package backoff_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"testing/synctest"
	"time"

	"github.com/arbitra-network/arbitra/internal/backoff"
	"github.com/arbitra-network/arbitra/internal/leaktest"
)

func TestMain(m *testing.M) { leaktest.VerifyTestMain(m) }

func TestDelayDoublesUpToTheCeiling(t *testing.T) {
	for _, c := range []struct {
		n    int
		want time.Duration
	}{{0, time.Second}, {1, 2 * time.Second}, {3, 8 * time.Second}, {4, 10 * time.Second}, {1000, 10 * time.Second}} {
		if got := backoff.Delay(c.n, time.Second, 10*time.Second); got != c.want {
			t.Errorf("Delay(%d) = %v, want %v", c.n, got, c.want)
		}
	}
}

func TestRetryStopsWhenDoneOrCancelled(t *testing.T) {
	calls := 0
	if err := backoff.Retry(context.Background(), time.Microsecond, time.Millisecond, func() bool {
		calls++
		return calls == 3
	}); err != nil || calls != 3 {
		t.Fatalf("Retry = %v after %d calls, want nil after 3", err, calls)
	}
	ctx, cancel := context.WithCancel(context.Background())
	calls = 0
	err := backoff.Retry(ctx, time.Hour, time.Hour, func() bool {
		calls++
		cancel()
		return false
	})
	if !errors.Is(err, context.Canceled) || calls != 1 {
		t.Fatalf("Retry = %v after %d calls, want context.Canceled after 1", err, calls)
	}
}

// TestRetryWaitsTheDoublingDelays runs Retry in a synctest bubble, whose
// clock moves only when every goroutine in it is blocked, so the waits
// between attempts are measured exactly and take no real time.
func TestRetryWaitsTheDoublingDelays(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		start := time.Now()
		var at []time.Duration
		err := backoff.Retry(context.Background(), time.Second, 4*time.Second, func() bool {
			at = append(at, time.Since(start))
			return len(at) == 5
		})
		// Attempts at 0, then after 1 s, 2 s, 4 s and 4 s (the ceiling).
		want := []time.Duration{0, time.Second, 3 * time.Second, 7 * time.Second, 11 * time.Second}
		if err != nil || !slices.Equal(at, want) {
			t.Fatalf("Retry = %v, attempts at %v, want %v", err, at, want)
		}
	})
}
