package await_test

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/internal/await"
)

func TestUntilReturnsOnceTheConditionHolds(t *testing.T) {
	var n atomic.Int32
	await.Until(t, 10*time.Second, "the third check", func() bool { return n.Add(1) == 3 })
	if got := n.Load(); got != 3 {
		t.Fatalf("cond checked %d times, want 3", got)
	}
}

// failed records a Fatalf without ending the test that runs the helper.
type failed struct {
	testing.TB
	msg string
}

func (f *failed) Helper() {}
func (f *failed) Fatalf(format string, args ...any) {
	f.msg = fmt.Sprintf(format, args...)
	panic(f)
}

func TestUntilCtxFailsNamingWhatItWaitedFor(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	f := &failed{TB: t}
	func() {
		defer func() {
			if r := recover(); r != f {
				t.Fatalf("recovered %v, want the fake's Fatalf", r)
			}
		}()
		await.UntilCtx(f, ctx, "a state that never comes", func() bool { return false })
	}()
	if f.msg != "waited for a state that never comes: context canceled" {
		t.Fatalf("failed with %q", f.msg)
	}
}
