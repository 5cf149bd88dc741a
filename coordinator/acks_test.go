package coordinator

import (
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// gatedSigner counts signatures and holds the first until released, so
// that a test can queue callers behind it.
type gatedSigner struct {
	verdict.Signer
	n       atomic.Int32
	first   chan struct{}
	release chan struct{}
}

func (g *gatedSigner) SignDigest(d [32]byte) ([]byte, error) {
	if g.n.Add(1) == 1 {
		close(g.first)
		<-g.release
	}
	return g.Signer.SignDigest(d)
}

// Callers that ask for acks while one is being signed share the next
// signature, up to verdict.MaxAckedReceipts receipts an ack; each ack
// verifies and covers its caller's receipts.
func TestAckerSharesSignatures(t *testing.T) {
	key := verdict.NewKeySigner(identity.Derive(t.Name()))
	g := &gatedSigner{Signer: key, first: make(chan struct{}), release: make(chan struct{})}
	const callers = 1 + 2*verdict.MaxAckedReceipts
	queued := make(chan struct{}, callers)
	a := &acker{signer: g, self: verdict.Address(key.Address()), queued: func() { queued <- struct{}{} }}
	juror := verdict.AddressString(verdict.NewKeySigner(identity.Derive(t.Name() + "/juror")).Address())
	receipt := func(i int) []verdict.AckedReceipt {
		return []verdict.AckedReceipt{{RequestID: fmt.Sprintf("vrd_%032x", i), Juror: verdict.MustAddress(juror), ReceiptCID: fmt.Sprintf("bafy%d", i)}}
	}
	acks := make([]*verdict.Ack, callers)
	var wg sync.WaitGroup
	sign := func(i int) {
		defer wg.Done()
		ack, err := a.sign(receipt(i))
		if err != nil {
			t.Error(err)
		}
		acks[i] = ack
	}
	wg.Add(1)
	go sign(0)
	<-g.first // caller 0 is signing; the others queue behind it
	for i := 1; i < callers; i++ {
		wg.Add(1)
		go sign(i)
	}
	for i := 1; i < callers; i++ {
		<-queued
	}
	close(g.release)
	wg.Wait()
	if n := g.n.Load(); n != 3 {
		t.Fatalf("%d callers took %d signatures, want 3 (one alone, then two full acks)", callers, n)
	}
	for i, ack := range acks {
		if ack == nil {
			t.Fatalf("caller %d has no ack", i)
		}
		r := receipt(i)[0]
		if err := ack.Verify(); err != nil || !ack.Covers(r.RequestID, r.Juror, r.ReceiptCID) {
			t.Fatalf("caller %d: ack %+v: %v", i, ack, err)
		}
	}
}

// A full ack, as the receipt stream frames it, stays under the juror's
// frame limit.
func TestFullAckFitsAFrame(t *testing.T) {
	key := verdict.NewKeySigner(identity.Derive(t.Name()))
	receipts := make([]verdict.AckedReceipt, verdict.MaxAckedReceipts)
	for i := range receipts {
		juror := verdict.AddressString(verdict.NewKeySigner(identity.Derive(fmt.Sprint(t.Name(), i))).Address())
		receipts[i] = verdict.AckedReceipt{RequestID: fmt.Sprintf("vrd_%032x", i), Juror: verdict.MustAddress(juror), ReceiptCID: verdict.CIDOf([]byte(juror)).String()}
	}
	a := &acker{signer: key, self: verdict.Address(key.Address())}
	ack, err := a.sign(receipts)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(ackFor(ack, nil)); n > p2p.MaxAckBytes {
		t.Fatalf("a full ack frame is %d bytes, the limit %d", n, p2p.MaxAckBytes)
	}
}

// The first panel's ack waits for others until the next would not fit:
// three panels of five share one signature, and no timer ends the wait
// (the linger is an hour). A closing service ends a linger at once.
func TestAckerLingersForPanels(t *testing.T) {
	key := verdict.NewKeySigner(identity.Derive(t.Name()))
	counting := &gatedSigner{Signer: key, first: make(chan struct{}), release: make(chan struct{})}
	close(counting.release)
	done := make(chan struct{})
	a := &acker{signer: counting, self: verdict.Address(key.Address()), linger: time.Hour, done: done}
	panel := func(p int) []verdict.AckedReceipt {
		out := make([]verdict.AckedReceipt, 5)
		for i := range out {
			juror := verdict.AddressString(verdict.NewKeySigner(identity.Derive(fmt.Sprint(t.Name(), p, i))).Address())
			out[i] = verdict.AckedReceipt{RequestID: fmt.Sprintf("vrd_%032x", p), Juror: verdict.MustAddress(juror), ReceiptCID: fmt.Sprintf("bafy%d%d", p, i)}
		}
		return out
	}
	type result struct {
		p   int
		ack *verdict.Ack
		err error
	}
	results := make(chan result, 3)
	sign := func(p int) {
		ack, err := a.sign(panel(p))
		results <- result{p, ack, err}
	}
	// Whichever caller leads, the other two queue behind its linger.
	for p := range 3 {
		go sign(p)
	}
	var first *verdict.Ack
	for range 3 {
		r := <-results
		if r.err != nil {
			t.Fatal(r.err)
		}
		if first == nil {
			first = r.ack
		} else if !r.ack.Equal(first) {
			t.Fatalf("panel %d has another ack", r.p)
		}
		for _, rc := range panel(r.p) {
			if !r.ack.Covers(rc.RequestID, rc.Juror, rc.ReceiptCID) {
				t.Fatalf("panel %d: its ack does not cover %+v", r.p, rc)
			}
		}
	}
	if n := counting.n.Load(); n != 1 || len(first.Receipts) != 15 {
		t.Fatalf("%d signatures for an ack of %d receipts, want 1 of 15", n, len(first.Receipts))
	}
	if err := first.Verify(); err != nil {
		t.Fatal(err)
	}

	// Alone and lingering, an ack is signed as soon as the service closes.
	go sign(3)
	close(done)
	if r := <-results; r.err != nil || r.ack == nil || len(r.ack.Receipts) != 5 {
		t.Fatalf("the ack of a closing service: %+v", r)
	}
}
