package backoff_test

import (
	"context"
	"errors"
	"testing"
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
