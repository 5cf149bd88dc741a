package juror

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
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
	req := &verdict.Request{ID: "vrd_0123456789abcdef0123456789abcdef", Coordinator: verdict.AddressString(coord.Address())}
	rc := verdict.Receipt{
		V: verdict.Version, Kind: verdict.KindReceipt, RequestID: req.ID, Juror: verdict.AddressString(juror.Address()),
		Context: verdict.Context{Count: 1, Root: verdict.Fingerprint("e")}, Vote: "yes", CreatedAt: verdict.FormatTime(time.Now()),
	}
	if err := rc.Sign(juror); err != nil {
		t.Fatal(err)
	}
	block, _ := rc.Block()
	signedBy := func(s verdict.Signer, cid string) *verdict.Ack {
		a := verdict.NewAck(req.ID, rc.Juror, cid, req.Coordinator)
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
	if err := checkAck(got, req, &rc); err != nil {
		t.Fatalf("the coordinator's ack: %v", err)
	}

	for name, bad := range map[string]*verdict.Ack{
		"none":               nil,
		"signed by another":  signedBy(testSigner(t), good.ReceiptCID),
		"of another receipt": signedBy(coord, "bafyother"),
	} {
		if err := checkAck(bad, req, &rc); !errors.Is(err, errBadAck) {
			t.Errorf("%s: %v, want errBadAck", name, err)
		}
	}

	dir := filepath.Join(t.TempDir(), "acks")
	book := newAckBook(dir)
	if err := book.keep(*got); err != nil {
		t.Fatal(err)
	}
	if kept, ok := book.get(req.ID); !ok || kept != *got {
		t.Fatalf("kept %+v %t", kept, ok)
	}
	// A second ack is appended to the same log, one a line.
	other := *got
	other.RequestID = "vrd_" + strings.Repeat("0", 32)
	if err := book.keep(other); err != nil {
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
	if err := verdict.UnmarshalStrict([]byte(lines[0]), &onDisk); err != nil || onDisk != *got || onDisk.Verify() != nil {
		t.Fatalf("ack log line %s: %v", lines[0], err)
	}
	// Reopened, the log is appended to, not truncated.
	reopened := newAckBook(dir)
	if err := reopened.keep(*got); err != nil {
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
		if err := book.keep(verdict.Ack{RequestID: fmt.Sprintf("vrd_%032x", i)}); err != nil {
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
