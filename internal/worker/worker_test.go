package worker

import (
	"context"
	"testing"
)

// Close cancels the running function and returns only once it has
// returned; a Loop never started closes at once, and twice is harmless.
func TestLoopCloseWaits(t *testing.T) {
	var idle Loop
	idle.Close()

	var l Loop
	started, returned := make(chan struct{}), false
	l.Start(func(ctx context.Context) {
		close(started)
		<-ctx.Done()
		returned = true
	})
	<-started
	l.Close()
	if !returned {
		t.Fatal("Close returned before the loop did")
	}
	l.Close()
}
