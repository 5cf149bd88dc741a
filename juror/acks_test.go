package juror

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/network"

	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

func testSigner(t *testing.T) *verdict.KeySigner {
	t.Helper()
	k, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return verdict.NewKeySigner(k)
}

// A coordinator's signed ack comes back with the delivery; the juror keeps
// it only when it acknowledges its own receipt for the request, signed by
// the request's coordinator, and writes it where audit --ack reads it.
func TestDeliveredAckIsCheckedAndKept(t *testing.T) {
	ctx, jh, ch := receiptHosts(t)
	coord, juror := testSigner(t), testSigner(t)
	req := &verdict.Request{ID: "vrd_0123456789abcdef0123456789abcdef", Coordinator: verdict.Address(coord.Address())}
	rc := verdict.Receipt{
		V: verdict.Version, Kind: verdict.KindReceipt, RequestID: req.ID, Juror: verdict.Address(juror.Address()),
		Context: verdict.Context{Count: 1, Root: verdict.Fingerprint("e")}, Vote: "yes", CreatedAt: verdict.FormatTime(time.Now()),
	}
	if err := rc.Sign(juror); err != nil {
		t.Fatal(err)
	}
	block, _ := rc.Block()
	other := verdict.AckedReceipt{RequestID: "vrd_" + strings.Repeat("0", 32), Juror: rc.Juror, ReceiptCID: "bafyother"}
	signedBy := func(s verdict.Signer, cid string) *verdict.Ack {
		// The ack of a commit that also held another of this juror's receipts.
		a := verdict.NewAck(req.Coordinator, verdict.AckedReceipt{RequestID: req.ID, Juror: rc.Juror, ReceiptCID: cid}, other)
		if err := a.Sign(s); err != nil {
			t.Fatal(err)
		}
		return &a
	}
	good := signedBy(coord, verdict.CIDOf(block).String())
	ch.SetStreamHandler(p2p.ProtocolReceipt, func(st network.Stream) {
		defer st.Close()
		r := bufio.NewReader(st)
		for {
			seq, _, err := p2p.ReadSeqMsg(r, p2p.MaxEnvelopeBytes)
			if err != nil || ackFrame(st, seq, p2p.ReceiptAck{OK: true, Ack: good}) != nil {
				return
			}
		}
	})
	c := NewReceiptClient(jh.Host)
	defer c.Close()
	env, _ := json.Marshal(p2p.ReceiptEnvelope{Receipt: rc})
	got, err := c.DeliverAck(ctx, ch.ID(), env)
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "acks")
	book := newAckBook(dir)
	if err := book.check(got, req, &rc); err != nil {
		t.Fatalf("the coordinator's ack: %v", err)
	}
	// Once verified, the same ack is remembered; a forgery that reuses its
	// signature over other receipts is still verified, and fails.
	if err := book.check(got, req, &rc); err != nil || len(book.verified) != 1 {
		t.Fatalf("the same ack again: %v (%d remembered)", err, len(book.verified))
	}
	reused := *good
	reused.Receipts = append([]verdict.AckedReceipt(nil), good.Receipts...)
	for i := range reused.Receipts {
		if reused.Receipts[i].RequestID == other.RequestID {
			reused.Receipts[i].ReceiptCID = "bafyreused"
		}
	}

	for name, bad := range map[string]*verdict.Ack{
		"none":               nil,
		"signed by another":  signedBy(testSigner(t), verdict.CIDOf(block).String()),
		"of another receipt": signedBy(coord, "bafyother"),
		"a reused signature": &reused,
	} {
		if err := book.check(bad, req, &rc); !errors.Is(err, errBadAck) {
			t.Errorf("%s: %v, want errBadAck", name, err)
		}
	}

	// The checks of several receipts in one ack arrive together: its
	// signature is recovered once for all of them.
	fresh := newAckBook("")
	started, release := make(chan struct{}), make(chan struct{})
	var verifies atomic.Int32
	fresh.verify = func(a *verdict.Ack) error {
		if verifies.Add(1) == 1 {
			close(started)
			<-release
		}
		return a.Verify()
	}
	errs := make(chan error, 4)
	go func() { errs <- fresh.check(got, req, &rc) }()
	<-started
	for range 3 {
		go func() { errs <- fresh.check(got, req, &rc) }()
	}
	close(release)
	for range 4 {
		if err := <-errs; err != nil {
			t.Fatalf("a check of the ack under way: %v", err)
		}
	}
	if n := verifies.Load(); n != 1 {
		t.Fatalf("%d verifications of one ack, want 1", n)
	}

	if err := book.keep(req.ID, *got); err != nil {
		t.Fatal(err)
	}
	if kept, ok := book.get(req.ID); !ok || !kept.Equal(got) {
		t.Fatalf("kept %+v %t", kept, ok)
	}
	// The same ack kept for its other request is written once; another
	// ack is appended to the same log, one a line.
	if err := book.keep(other.RequestID, *got); err != nil {
		t.Fatal(err)
	}
	if err := book.keep(other.RequestID, *signedBy(coord, "bafysecond")); err != nil {
		t.Fatal(err)
	}
	if err := book.close(); err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(filepath.Join(dir, AckLogName))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(raw)), "\n")
	var onDisk verdict.Ack
	if len(lines) != 2 {
		t.Fatalf("ack log %q, want two lines", raw)
	}
	if err := verdict.UnmarshalStrict([]byte(lines[0]), &onDisk); err != nil || !onDisk.Equal(got) || onDisk.Verify() != nil {
		t.Fatalf("ack log line %s: %v", lines[0], err)
	}
	// Reopened, the log is appended to, not truncated.
	reopened := newAckBook(dir)
	if err := reopened.keep(req.ID, *got); err != nil {
		t.Fatal(err)
	}
	reopened.close()
	if raw, _ := os.ReadFile(filepath.Join(dir, AckLogName)); strings.Count(string(raw), "\n") != 3 {
		t.Fatalf("after a restart the log holds %q", raw)
	}
}

// The acks kept in memory are bounded; the oldest go first.
func TestAckBookIsBounded(t *testing.T) {
	book := newAckBook("")
	for i := range MaxKeptAcks + 1 {
		if err := book.keep(fmt.Sprintf("vrd_%032x", i), verdict.Ack{}); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(book.all()); n != MaxKeptAcks {
		t.Fatalf("%d acks kept, bound %d", n, MaxKeptAcks)
	}
	if _, ok := book.get(fmt.Sprintf("vrd_%032x", 0)); ok {
		t.Fatal("the oldest ack must be dropped")
	}
	if _, ok := book.get(fmt.Sprintf("vrd_%032x", MaxKeptAcks)); !ok {
		t.Fatal("the newest ack must be kept")
	}
}
