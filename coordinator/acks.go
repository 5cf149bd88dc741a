package coordinator

import (
	"strings"
	"sync"

	"github.com/arbitra-network/arbitra/verdict"
)

// acker signs the acks of receipts that became durable. A signature is the
// dearest step of an ack, so one covers as many receipts as are waiting:
// a panel's receipts share the ack of their verdict (panelAck), and panels
// whose acks are asked for while another is being signed share the next
// one, up to verdict.MaxAckedReceipts receipts. It runs on its callers'
// goroutines: the first to find it idle signs for everyone queued.
type acker struct {
	signer verdict.Signer
	self   string

	mu      sync.Mutex
	queue   []*ackWait
	signing bool

	queued func() // tests: a caller is waiting behind a signature
}

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
	if a.signing {
		a.mu.Unlock()
		if a.queued != nil {
			a.queued()
		}
		<-w.done
		return w.ack, w.err
	}
	a.signing = true
	for len(a.queue) > 0 {
		// Whole waits, first come first served, while they fit in one ack.
		n, size := 0, 0
		for n < len(a.queue) && (n == 0 || size+len(a.queue[n].receipts) <= verdict.MaxAckedReceipts) {
			size += len(a.queue[n].receipts)
			n++
		}
		batch := a.queue[:n:n]
		a.queue = a.queue[n:]
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
func (s *Service) loneAck(requestID, juror string, sr *StoredReceipt) (*verdict.Ack, error) {
	return s.acks.sign([]verdict.AckedReceipt{{RequestID: requestID, Juror: strings.ToLower(juror), ReceiptCID: verdict.CIDOf(sr.Block).String()}})
}
