// Package worker is the lifecycle of what a component owns: one background
// loop (Loop), and the stack of what it started, closed in reverse
// (Closers), so that each component states what it runs and not how it is
// started and stopped.
package worker

import (
	"context"
	"sync"
	"time"
)

// Loop runs one function in a goroutine of its own until Close. The zero
// Loop is ready to use.
type Loop struct {
	once   sync.Once
	cancel context.CancelFunc
	done   chan struct{}
}

// Start runs fn in a new goroutine with a context that Close cancels.
// It is called at most once, before Close.
func (l *Loop) Start(fn func(ctx context.Context)) {
	ctx, cancel := context.WithCancel(context.Background())
	l.cancel, l.done = cancel, make(chan struct{})
	go func() {
		defer close(l.done)
		fn(ctx)
	}()
}

// Every starts the loop with a pass at once and one every interval after:
// the shape of a poller of the chain. pass returns when ctx is done.
func (l *Loop) Every(interval time.Duration, pass func(ctx context.Context)) {
	l.Start(func(ctx context.Context) {
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			pass(ctx)
			select {
			case <-ctx.Done():
				return
			case <-t.C:
			}
		}
	})
}

// Close cancels the loop's context and waits for fn to return. It may be
// called more than once, and without Start.
func (l *Loop) Close() {
	l.once.Do(func() {
		if l.cancel != nil {
			l.cancel()
			<-l.done
		}
	})
}
