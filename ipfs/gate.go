package ipfs

import "sync"

// gate admits operations until it is closed, then refuses new ones and lets
// close wait for those in flight. Entering never blocks, so an operation
// that enters again (or that Close waits on) cannot deadlock.
type gate struct {
	mu     sync.Mutex
	idle   sync.Cond
	closed bool
	active int
}

// enter admits one operation; it reports false once the gate is closed.
// Every successful enter must be matched by leave.
func (g *gate) enter() bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.closed {
		return false
	}
	g.active++
	return true
}

func (g *gate) leave() {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.active--
	if g.active == 0 {
		g.idle.Broadcast()
	}
}

// close refuses new operations; wait blocks until those admitted have left.
// close reports whether this call closed the gate.
func (g *gate) close() bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.closed {
		return false
	}
	g.closed = true
	return true
}

func (g *gate) wait() {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.idle.L == nil {
		g.idle.L = &g.mu
	}
	for g.active > 0 {
		g.idle.Wait()
	}
}
