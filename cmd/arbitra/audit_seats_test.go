package main

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/arbitra-network/arbitra/audit"
	"github.com/arbitra-network/arbitra/internal/await"
	"github.com/arbitra-network/arbitra/ipfs/ipfstest"
	"github.com/arbitra-network/arbitra/verdict"
)

// jurorFee is the fee of the deals whose paid seats these tests audit: a
// share of it for each of the three seats.
var jurorFee = big.NewInt(3_000_000)

// publish pins a record on the devnet coordinator's IPFS node, as anyone
// may publish a record, and returns its verdict CID: the gateway and the
// verdict page then serve it like the coordinator's own.
func publish(t *testing.T, n *auditNet, rec verdict.Record) string {
	t.Helper()
	var v verdict.Verdict
	if err := json.Unmarshal(rec.Verdict, &v); err != nil {
		t.Fatal(err)
	}
	var blocks [][]byte
	for _, b := range rec.Receipts {
		blocks = append(blocks, b)
	}
	sv := verdict.SignedVerdict{Verdict: v, Bytes: rec.Verdict, Signature: rec.Signature, Hash: verdict.Hash(rec.Verdict)}
	ids, err := n.d.Coordinator.IPFS.PutRecord(context.Background(), sv, blocks)
	if err != nil {
		t.Fatal(err)
	}
	return ids.Verdict
}

// A deal settles PASS by the ballots of two seats while the third
// dissents FAIL, and the escrow pays the dissent (JurorFeesPaid's
// dissentMask, or JurorFeeClaimed when it came after the relay). A coordinator rewrites the record so that
// the dissenting seat timed out without a receipt, or (with that juror's
// key) voted PASS, makes the verdict unanimous and signs it with a
// throwaway key: the settling seats still hold their ballots, so only the
// paid dissent shows the lie, and the CLI and the page fail the rewritten
// records on the chain check, naming the seat.
func TestCoordinatorErasingAPaidDissentFailsTheAudit(t *testing.T) {
	n := startAuditNet(t, nil)
	d := n.d
	work := auditWork + " " + dissentMark
	id := createPaidDeal(t, d.Chain, d.Escrow, "dissent", auditCriteria, work, jurorFee)
	honest := judgeAndSettle(t, d, id, work)
	seat := -1
	for i, j := range honest.Jurors {
		if j.Vote == verdict.OptionFail {
			seat = i
		}
	}
	if seat < 0 {
		t.Fatalf("the honest record holds no dissent: %+v", honest.Jurors)
	}
	// The dissent is paid in the settling call (JurorFeesPaid's dissent
	// mask) when it came before the threshold-th agreeing ballot, or by its
	// claim (JurorFeeClaimed) when it came after the relay; the audit names
	// the payment either way.
	var says string
	await.Until(t, 30*time.Second, fmt.Sprintf("the escrow pays the dissent of seat %d", seat), func() bool {
		s, err := audit.ReadSettled(context.Background(), d.Escrow, id)
		if err != nil {
			t.Fatal(err)
		}
		who := fmt.Sprintf("seat %d (%s)", seat, verdict.AddressString(honest.Jurors[seat].Juror.Common()))
		if f := s.Event.Resolved.Fees; f != nil && f.DissentMask.Cmp(verdict.SeatMask(seat)) == 0 && f.PerSeat.Sign() > 0 {
			says = "the escrow paid " + who + " for a dissenting ballot for FAIL"
			return true
		}
		for _, c := range s.Claims {
			if c.Seat == uint64(seat) && !c.Approved && c.Amount.Sign() > 0 {
				says = "the escrow paid " + who + " for a late ballot for FAIL"
				return true
			}
		}
		return false
	})
	rec, err := d.Coordinator.IPFS.FetchRecord(context.Background(), honest.CID)
	if err != nil {
		t.Fatal(err)
	}
	erased := publish(t, n, forge(t, rec, func(v *verdict.Verdict, r map[int]*verdict.Receipt) {
		delete(r, seat)
		v.Jurors[seat] = verdict.JurorVote{Juror: v.Jurors[seat].Juror, Vote: verdict.VoteAbstain, ErrorClass: verdict.ErrClassTimeout}
	}))
	flipped := publish(t, n, forge(t, rec, func(v *verdict.Verdict, r map[int]*verdict.Receipt) {
		revote(t, v, r[seat], verdict.OptionPass, jurorKeys(5))
	}))
	n.audit(t, []auditCase{
		caseOf("the honest record", n.base, honest, audit.Pass),
		{name: "the dissent erased", gateway: n.base, cid: erased, want: audit.Fail, check: "chain", says: says},
		{name: "the dissent flipped", gateway: n.base, cid: flipped, want: audit.Fail, check: "chain", says: says},
	})
}

// A deal settles with the ballots of two seats; the third seat's ballot is
// relayed after the settlement and paid (JurorFeeClaimed). The record that
// holds it passes, pinned by the escrow; the same record rewritten with
// that seat timed out without a receipt, and signed again, fails the chain
// check by the CLI and the page, naming the seat.
func TestCoordinatorErasingAClaimedLateBallotFailsTheAudit(t *testing.T) {
	n := startAuditNet(t, nil)
	d, ctx := n.d, context.Background()
	id := createPaidDeal(t, d.Chain, d.Escrow, "late", auditCriteria, auditWork, jurorFee)
	if err := d.Chain.Mine(2); err != nil {
		t.Fatal(err)
	}
	rec := mintDealRecord(t, d.Escrow, id, jurorKeys(5), ipfstest.NewSigner(t))
	var v verdict.Verdict
	if err := json.Unmarshal(rec.Verdict, &v); err != nil {
		t.Fatal(err)
	}
	var ballots [][]byte
	for _, j := range v.Jurors {
		rc, ok := verdict.SeatReceipt(rec, j)
		if !ok || rc.Ballot == nil {
			t.Fatalf("seat %s has no ballot", j.Juror)
		}
		ballots = append(ballots, hexutil.MustDecode(rc.Ballot.Signature))
	}
	relayer, err := d.Chain.Transactor(ctx, "buyer")
	if err != nil {
		t.Fatal(err)
	}
	e := d.Escrow.WithTransactor(relayer)
	if _, err := e.ResolveByQuorum(ctx, id, true, ballots[:2], nil); err != nil {
		t.Fatal(err)
	}
	if _, err := e.ClaimJurorFee(ctx, id, true, ballots[2]); err != nil {
		t.Fatal(err)
	}
	late := len(ballots) - 1
	erased := publish(t, n, forge(t, rec, func(v *verdict.Verdict, r map[int]*verdict.Receipt) {
		delete(r, late)
		v.Jurors[late] = verdict.JurorVote{Juror: v.Jurors[late].Juror, Vote: verdict.VoteAbstain, ErrorClass: verdict.ErrClassTimeout}
	}))
	n.audit(t, []auditCase{
		{name: "the record with the late ballot", gateway: n.base, cid: publish(t, n, rec), want: audit.Pass},
		{name: "the late ballot erased", gateway: n.base, cid: erased, want: audit.Fail, check: "chain",
			says: fmt.Sprintf("the escrow paid seat %d (%s) for a late ballot for PASS (JurorFeeClaimed)", late, verdict.AddressString(v.Jurors[late].Juror.Common()))},
	})
}
