package coordinator

import (
	"sync"
	"time"

	"github.com/arbitra-network/arbitra/verdict"
)

// acker signs the acks of receipts that became durable. A signature is the
// dearest step of an ack, for the coordinator and for every juror that
// checks it, so one covers as many receipts as it can: a panel's receipts
// share the ack of their verdict (panelAck), and the first panel to ask
// waits up to linger for others to join its ack, until the next would not
// fit in verdict.MaxAckedReceipts receipts. Acks are off the verdict's
// path (the answer does not wait for them), so the wait costs a juror only
// a later ack. It runs on its callers' goroutines: the first to find it
// idle signs for everyone queued.
type acker struct {
	signer verdict.Signer
	self   verdict.Address
	linger time.Duration   // zero: sign at once
	done   <-chan struct{} // ends a linger early: the service is closing

	mu      sync.Mutex
	queue   []*ackWait
	size    int           // receipts in queue
	more    chan struct{} // a wait was queued during a linger; made on first use
	signing bool

	queued func() // tests: a caller is waiting behind a signature
}

// ackLinger is how long the first panel's ack waits for others: a few
// panels' time at load, far below the juror's stall detection (seconds).
const ackLinger = 10 * time.Millisecond

type ackWait struct {
	receipts []verdict.AckedReceipt
	done     chan struct{}
	ack      *verdict.Ack
	err      error
}

// sign returns a signed ack that covers receipts (at most
// verdict.MaxAckedReceipts) and perhaps others.
func (a *acker) sign(receipts []verdict.AckedReceipt) (*verdict.Ack, error) {
	w := &ackWait{receipts: receipts, done: make(chan struct{})}
	a.mu.Lock()
	a.queue = append(a.queue, w)
	a.size += len(receipts)
	if a.more == nil {
		a.more = make(chan struct{}, 1)
	}
	if a.signing {
		a.mu.Unlock()
		select {
		case a.more <- struct{}{}:
		default:
		}
		if a.queued != nil {
			a.queued()
		}
		<-w.done
		return w.ack, w.err
	}
	a.signing = true
	a.mu.Unlock()
	a.gather(len(receipts))
	a.mu.Lock()
	for len(a.queue) > 0 {
		// Whole waits, first come first served, while they fit in one ack.
		n, size := 0, 0
		for n < len(a.queue) && (n == 0 || size+len(a.queue[n].receipts) <= verdict.MaxAckedReceipts) {
			size += len(a.queue[n].receipts)
			n++
		}
		batch := a.queue[:n:n]
		a.queue = a.queue[n:]
		a.size -= size
		a.mu.Unlock()
		var all []verdict.AckedReceipt
		for _, b := range batch {
			all = append(all, b.receipts...)
		}
		ack := verdict.NewAck(a.self, all...)
		err := ack.Sign(a.signer)
		for _, b := range batch {
			if err == nil {
				b.ack = &ack
			}
			b.err = err
			close(b.done)
		}
		a.mu.Lock()
	}
	a.signing = false
	a.mu.Unlock()
	<-w.done // the first batch was ours
	return w.ack, w.err
}

// gather waits, for at most linger, until the queue holds so many receipts
// that another wait of first's size would not fit in one ack.
func (a *acker) gather(first int) {
	if a.linger <= 0 {
		return
	}
	t := time.NewTimer(a.linger)
	defer t.Stop()
	for {
		a.mu.Lock()
		full := a.size+first > verdict.MaxAckedReceipts
		a.mu.Unlock()
		if full {
			return
		}
		select {
		case <-a.more:
		case <-t.C:
			return
		case <-a.done:
			return
		}
	}
}

// panelAck is the ack of every receipt committed with inf's verdict or
// failure, signed once for the whole panel. A failed signature is not
// kept: the juror's retry asks again.
func (s *Service) panelAck(inf *inflight) (*verdict.Ack, error) {
	inf.ackMu.Lock()
	defer inf.ackMu.Unlock()
	if inf.ack != nil {
		return inf.ack, nil
	}
	s.mu.Lock() // nothing adds receipts once final; the lock orders the read
	receipts := make([]verdict.AckedReceipt, 0, len(inf.receipts))
	for juror, sr := range inf.receipts {
		receipts = append(receipts, verdict.AckedReceipt{RequestID: inf.req.Request.ID, Juror: juror, ReceiptCID: verdict.CIDOf(sr.Block).String()})
	}
	s.mu.Unlock()
	a, err := s.acks.sign(receipts)
	if err != nil {
		return nil, err
	}
	inf.ack = a
	return a, nil
}

// loneAck is the ack of one receipt written on its own.
func (s *Service) loneAck(requestID string, juror verdict.Address, sr *StoredReceipt) (*verdict.Ack, error) {
	return s.acks.sign([]verdict.AckedReceipt{{RequestID: requestID, Juror: juror, ReceiptCID: verdict.CIDOf(sr.Block).String()}})
}
