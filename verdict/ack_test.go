package verdict_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/arbitra-network/arbitra/ipfs/ipfstest"
	"github.com/arbitra-network/arbitra/verdict"
)

// A coordinator that drops a delivered receipt, records its seat as a
// timeout and signs the record again passes every check of the record
// alone; the ack it signed for the receipt, which the juror kept, shows
// the censorship.
func TestAuditWithAnAckCatchesADroppedReceipt(t *testing.T) {
	f := ipfstest.NewRecord(t)
	coord := f.Coordinator
	signer := verdict.AddressString(coord.Address())
	v := f.Verdict.Verdict
	seat := -1
	for i, j := range v.Jurors {
		if j.Vote == verdict.OptionFail { // the dissenting juror: dropping it keeps the decision
			seat = i
		}
	}
	j := v.Jurors[seat]
	// The ack of the whole panel, as a coordinator signs it with the
	// verdict: every juror keeps the same one.
	var acked []verdict.AckedReceipt
	for _, s := range v.Jurors {
		if s.ReceiptCID != "" {
			acked = append(acked, verdict.AckedReceipt{RequestID: v.ID, Juror: s.Juror, ReceiptCID: s.ReceiptCID})
		}
	}
	ack := verdict.NewAck(verdict.Address(coord.Address()), acked...)
	if err := ack.Sign(coord); err != nil {
		t.Fatal(err)
	}
	if rep := verdict.Audit(f.Record(), verdict.AuditOptions{ExpectSigner: signer, Acks: []verdict.Ack{ack}}); !rep.OK() {
		t.Fatalf("the ack of a recorded receipt must check: %+v", rep.Checks)
	}

	v.Jurors = append([]verdict.JurorVote(nil), v.Jurors...)
	v.Jurors[seat] = verdict.JurorVote{Juror: j.Juror, Vote: verdict.VoteAbstain, ErrorClass: verdict.ErrClassTimeout}
	v.Unanimous, v.Dissent = true, 0
	sv, err := verdict.SignVerdict(v, coord)
	if err != nil {
		t.Fatal(err)
	}
	censored := f.Record()
	censored.Verdict, censored.Signature = sv.Bytes, sv.Signature
	delete(censored.Receipts, j.ReceiptCID)
	if rep := verdict.Audit(censored, verdict.AuditOptions{ExpectSigner: signer}); !rep.OK() {
		t.Fatalf("the censored record is consistent on its own: %+v", rep.Checks)
	}
	rep := verdict.Audit(censored, verdict.AuditOptions{ExpectSigner: signer, Acks: []verdict.Ack{ack}})
	c, failed := rep.Failed()
	if !failed || c.Name != "censorship" || !strings.Contains(c.Detail, j.ReceiptCID) {
		t.Fatalf("the ack must show the dropped receipt: %+v", rep.Checks)
	}

	// Kept in the record while its seat says timeout, the receipt
	// contradicts the seat without any ack.
	kept := f.Record()
	kept.Verdict, kept.Signature = sv.Bytes, sv.Signature
	rep = verdict.Audit(kept, verdict.AuditOptions{ExpectSigner: signer})
	if c, failed := rep.Failed(); !failed || !strings.HasPrefix(c.Name, "receipt[") {
		t.Fatalf("a timeout seat whose receipt is in the record: %+v", rep.Checks)
	}

	// An ack the coordinator did not sign proves nothing.
	forged := ack
	forged.Receipts = append([]verdict.AckedReceipt(nil), ack.Receipts...)
	for i := range forged.Receipts {
		if forged.Receipts[i].Juror != j.Juror {
			forged.Receipts[i].ReceiptCID = "bafyforged"
		}
	}
	rep = verdict.Audit(censored, verdict.AuditOptions{ExpectSigner: signer, Acks: []verdict.Ack{forged}})
	if c, failed := rep.Failed(); !failed || c.Name != "censorship" || !strings.Contains(c.Detail, "ack:") {
		t.Fatalf("a forged ack: %+v", rep.Checks)
	}
}

// One ack may cover receipts of several requests (those committed
// together): it is checked against a verdict by that verdict's receipts
// alone, proves nothing about a request it does not name, and must list
// its receipts in canonical order, each once.
func TestAckAcrossRequests(t *testing.T) {
	f := ipfstest.NewRecord(t)
	coord := f.Coordinator
	v := f.Verdict.Verdict
	other := "vrd_" + strings.Repeat("ab", 16)
	// Seats are in draw order, so which one timed out depends on the keys.
	var voted []verdict.JurorVote
	for _, s := range v.Jurors {
		if s.ReceiptCID != "" {
			voted = append(voted, s)
		}
	}
	seat, next := voted[0], voted[1]
	ack := verdict.NewAck(verdict.Address(coord.Address()),
		verdict.AckedReceipt{RequestID: other, Juror: seat.Juror, ReceiptCID: "bafyother"},
		verdict.AckedReceipt{RequestID: v.ID, Juror: seat.Juror, ReceiptCID: seat.ReceiptCID},
	)
	if err := ack.Sign(coord); err != nil {
		t.Fatal(err)
	}
	if err := verdict.CheckAck(&v, &ack); err != nil {
		t.Fatalf("an ack that also covers another request: %v", err)
	}
	if !ack.Covers(v.ID, seat.Juror, seat.ReceiptCID) || ack.Covers(v.ID, seat.Juror, "bafyother") || ack.Covers(v.ID, next.Juror, next.ReceiptCID) {
		t.Fatal("Covers")
	}

	// A juror's retry can join its first copy's batch: one entry for both.
	twice := verdict.NewAck(verdict.Address(coord.Address()), ack.Receipts[1], ack.Receipts[0], ack.Receipts[1])
	if err := twice.Sign(coord); err != nil {
		t.Fatal(err)
	}
	if err := twice.Verify(); err != nil || len(twice.Receipts) != 2 {
		t.Fatalf("an ack of a receipt sent twice: %v, %d entries", err, len(twice.Receipts))
	}

	only := verdict.NewAck(verdict.Address(coord.Address()), verdict.AckedReceipt{RequestID: other, Juror: seat.Juror, ReceiptCID: "bafyother"})
	if err := only.Sign(coord); err != nil {
		t.Fatal(err)
	}
	if err := verdict.CheckAck(&v, &only); err == nil || errors.Is(err, verdict.ErrCensored) {
		t.Fatalf("an ack of another request proves nothing here: %v", err)
	}

	bad := func(name string, mutate func(a *verdict.Ack)) {
		t.Helper()
		a := verdict.NewAck(verdict.Address(coord.Address()), ack.Receipts...)
		mutate(&a)
		if err := a.Sign(coord); err != nil {
			t.Fatal(err)
		}
		if err := a.Verify(); err == nil {
			t.Fatalf("%s: verified", name)
		}
	}
	bad("unsorted", func(a *verdict.Ack) { a.Receipts[0], a.Receipts[1] = a.Receipts[1], a.Receipts[0] })
	bad("duplicate", func(a *verdict.Ack) { a.Receipts[1] = a.Receipts[0] })
	bad("empty", func(a *verdict.Ack) { a.Receipts = nil })
	bad("too many", func(a *verdict.Ack) {
		for i := len(a.Receipts); i <= verdict.MaxAckedReceipts; i++ {
			a.Receipts = append(a.Receipts, verdict.AckedReceipt{RequestID: fmt.Sprintf("vrd_%032x", i), Juror: a.Receipts[0].Juror, ReceiptCID: "bafy"})
		}
	})
	// A juror spelled in upper case is not an ack's juror: it does not decode.
	raw, err := json.Marshal(ack)
	if err != nil {
		t.Fatal(err)
	}
	lower := seat.Juror.String()
	upper := bytes.Replace(raw, []byte(lower), []byte("0x"+strings.ToUpper(lower[2:])), 1)
	var decoded verdict.Ack
	if bytes.Equal(upper, raw) || verdict.UnmarshalStrict(upper, &decoded) == nil {
		t.Fatal("an ack with an upper-case juror decoded")
	}
}
