package coordinator

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/arbitra-network/arbitra/verdict"
)

// ErrOverloaded is returned by a submission that found too few jurors with
// a free judgement slot for its panel within Config.SlotWait (or before
// its context ended). Nothing of it was stored or gossiped: the agent can
// send it again later.
var ErrOverloaded = errors.New("coordinator: overloaded: too few jurors have a free judgement slot")

// notEnoughJurors is ErrNotEnoughJuror for a panel of size drawn from
// live jurors.
func notEnoughJurors(live, size int) error {
	return fmt.Errorf("%w: %d do now, the panel asks for %d", ErrNotEnoughJuror, live, size)
}

// DefaultSlotWait bounds how long a submission waits for free judgement
// slots (Config.SlotWait).
const DefaultSlotWait = 30 * time.Second

// slotBook counts the judgement slots this coordinator's requests hold at
// each juror, against the capacity the juror announces, and queues the
// submissions that find too few free (admission control).
//
// A juror judges at most its announced capacity of requests at once and
// leaves the rest waiting; a coordinator that gossiped more than that made
// the jurors start requests late, after a queue, and under a sustained
// overload every request reached its deadline waiting: the coordinator
// failed them all (every juror timed out) while the jurors spent their
// model calls on requests already lost. So a request takes a slot at each
// juror of its panel when it is admitted; a juror's slot is handed back
// when its receipt arrives or the request ends. A submission whose panel
// cannot be drawn from jurors with a free slot waits, in arrival order, up
// to Config.SlotWait; its deadline only starts once it is admitted.
//
// The book counts this coordinator's requests only: jurors shared with
// other coordinators may still be busier than it knows, and a juror drops a
// request whose deadline passed while it waited (juror.Service).
//
// Its lock may be taken while the Service's is held, never the other way.
type slotBook struct {
	mu      sync.Mutex
	held    map[verdict.Address]int // slots held at each juror
	waiters []chan struct{}         // queued submissions, oldest first; each wakes its own
	closed  bool
}

func newSlotBook() *slotBook { return &slotBook{held: make(map[verdict.Address]int)} }

// admit draws the panel of request id from the candidates that have a free
// slot, takes a slot at each panel juror and returns the candidates it drew
// from and the panel. A submission queued behind others waits its turn. It
// waits for slots until wait has passed or ctx ends (ErrOverloaded), or
// the book closes (ErrClosed); with wait zero or less it does not wait. snapshot gives the live candidates and
// their announced capacities (0: unbounded); it is called again after each
// wait, outside the book's lock.
func (b *slotBook) admit(ctx context.Context, id string, size int, wait time.Duration,
	snapshot func() ([]verdict.Candidate, []int)) (candidates []verdict.Candidate, panel []verdict.Address, err error) {
	var (
		me    chan struct{}
		timer *time.Timer
	)
	defer func() {
		if timer != nil {
			timer.Stop()
		}
	}()
	for {
		all, caps := snapshot()
		if len(all) < size {
			b.leave(me)
			return nil, nil, notEnoughJurors(len(all), size)
		}
		b.mu.Lock()
		if b.closed {
			b.mu.Unlock()
			return nil, nil, ErrClosed
		}
		if me == nil && len(b.waiters) == 0 || me != nil && b.waiters[0] == me {
			free := all[:0:0]
			for i, c := range all {
				if caps[i] <= 0 || b.held[c.Address] < caps[i] {
					free = append(free, c)
				}
			}
			if len(free) >= size {
				panel = verdict.SelectPanel(id, free, size)
				for _, j := range panel {
					b.held[j]++
				}
				if me != nil {
					b.waiters = b.waiters[1:]
					b.wakeHead() // there may be slots for the next one too
				}
				b.mu.Unlock()
				return free, panel, nil
			}
		}
		if me == nil {
			if wait <= 0 { // a try: no free slots now, and no queueing
				b.mu.Unlock()
				return nil, nil, ErrOverloaded
			}
			me = make(chan struct{}, 1)
			b.waiters = append(b.waiters, me)
			timer = time.NewTimer(wait)
		}
		b.mu.Unlock()
		select {
		case <-me:
		case <-ctx.Done():
			b.leave(me)
			return nil, nil, fmt.Errorf("%w (the submission ended while it waited: %v)", ErrOverloaded, ctx.Err())
		case <-timer.C:
			b.leave(me)
			return nil, nil, fmt.Errorf("%w (waited %s)", ErrOverloaded, wait)
		}
	}
}

// hold takes a slot at each of jurors without waiting: a request resumed
// after a restart was admitted before it.
func (b *slotBook) hold(jurors []verdict.Address) {
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, j := range jurors {
		b.held[j]++
	}
}

// release hands back the slots of jurors and wakes the oldest queued
// submission.
func (b *slotBook) release(jurors ...verdict.Address) {
	if len(jurors) == 0 {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, j := range jurors {
		if n := b.held[j]; n > 1 {
			b.held[j] = n - 1
		} else {
			delete(b.held, j)
		}
	}
	b.wakeHead()
}

// load is the number of submissions waiting for slots and of slots held.
func (b *slotBook) load() (queued, held int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, n := range b.held {
		held += n
	}
	return len(b.waiters), held
}

// close refuses every queued and later submission.
func (b *slotBook) close() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.closed = true
	for _, w := range b.waiters {
		wake(w)
	}
}

// leave takes a queued submission that gave up out of the queue; the one
// behind it may now be first.
func (b *slotBook) leave(me chan struct{}) {
	if me == nil {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if i := slices.Index(b.waiters, me); i >= 0 {
		b.waiters = slices.Delete(b.waiters, i, i+1)
		if i == 0 {
			b.wakeHead()
		}
	}
}

// wakeHead wakes the oldest queued submission; b.mu is held.
func (b *slotBook) wakeHead() {
	if len(b.waiters) > 0 {
		wake(b.waiters[0])
	}
}

func wake(ch chan struct{}) {
	select {
	case ch <- struct{}{}:
	default: // already due to look again
	}
}
