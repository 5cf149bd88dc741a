package verdict_test

import (
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
	ack := verdict.NewAck(v.ID, j.Juror, j.ReceiptCID, signer)
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
	forged.ReceiptCID = "bafyforged"
	rep = verdict.Audit(censored, verdict.AuditOptions{ExpectSigner: signer, Acks: []verdict.Ack{forged}})
	if c, failed := rep.Failed(); !failed || c.Name != "censorship" || !strings.Contains(c.Detail, "ack:") {
		t.Fatalf("a forged ack: %+v", rep.Checks)
	}
}
