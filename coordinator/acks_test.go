package coordinator

import (
	"fmt"
	"sync"
	"sync/atomic"
	"testing"

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
	a := &acker{signer: g, self: verdict.AddressString(key.Address()), queued: func() { queued <- struct{}{} }}
	juror := verdict.AddressString(verdict.NewKeySigner(identity.Derive(t.Name() + "/juror")).Address())
	receipt := func(i int) []verdict.AckedReceipt {
		return []verdict.AckedReceipt{{RequestID: fmt.Sprintf("vrd_%032x", i), Juror: juror, ReceiptCID: fmt.Sprintf("bafy%d", i)}}
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
		receipts[i] = verdict.AckedReceipt{RequestID: fmt.Sprintf("vrd_%032x", i), Juror: juror, ReceiptCID: verdict.CIDOf([]byte(juror)).String()}
	}
	a := &acker{signer: key, self: verdict.AddressString(key.Address())}
	ack, err := a.sign(receipts)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(ackFor(ack, nil)); n > p2p.MaxAckBytes {
		t.Fatalf("a full ack frame is %d bytes, the limit %d", n, p2p.MaxAckBytes)
	}
}
