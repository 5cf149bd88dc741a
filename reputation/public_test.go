package reputation

import (
	"encoding/hex"
	"testing"

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/verdict"
)

func newQuorumFixture(t *testing.T) *fixture {
	f := newFixture(t)
	b, err := New(Config{Store: f.db, Now: f.clock.Now, Escrow: testEscrow, ChainID: testChainID})
	if err != nil {
		t.Fatal(err)
	}
	f.book = b
	return f
}

// withBallots gives every seat that answered a ballot for its vote.
func withBallots(m *coordinator.Minted) *coordinator.Minted {
	for _, j := range m.Verdict.Verdict.Jurors {
		if j.ReceiptCID != "" {
			m.Receipts = append(m.Receipts, verdict.Receipt{Juror: j.Juror, Vote: j.Vote, Ballot: &verdict.Ballot{Approved: j.Vote == verdict.OptionPass}})
		}
	}
	return m
}

func quorumSettlement(m *coordinator.Minted, signers ...int) Settlement {
	v := &m.Verdict.Verdict
	deal := v.Deal.DealID
	root, _ := verdict.ParseHash32(v.Evidence.Root)
	s := Settlement{DealID: v.Deal.DealID.String(), Outcome: OutcomeReleased, Method: MethodQuorum, At: t0, TxHash: "0xab"}
	for _, i := range signers {
		s.Signers = append(s.Signers, juror(i))
	}
	h := verdict.BallotsHash(deal, root, true, verdict.SeatMask(signers...))
	s.VerdictHash = "0x" + hex.EncodeToString(h[:])
	return s
}

// Two records of one on-chain deal both match its settlement by ballots:
// the earlier minted counts, in whatever order the records and the
// settlement arrive, and a record no settlement matches never counts.
func TestOnChainRecordCountsWhenItMatchesTheBallots(t *testing.T) {
	first := newQuorumFixture(t)
	early := withBallots(first.build(t0.Add(-2*day), onChain(1, "agent-q", "coding"), "PASS", seatSpec{"PASS", 10}, seatSpec{"PASS", 20}, seatSpec{"FAIL", 30}))
	late := withBallots(first.build(t0.Add(-day), onChain(1, "agent-q", "coding"), "PASS", seatSpec{"PASS", 40}, seatSpec{"PASS", 50}, seatSpec{verdict.ErrClassTimeout, 0}))
	s := quorumSettlement(early, 0, 1)

	first.add(late)
	if j, err := first.book.Juror(juror(0)); err == nil {
		t.Fatalf("an unsettled deal's record counted: %+v", j)
	}
	first.settle(s)
	first.add(early)

	second := newQuorumFixture(t)
	second.add(early)
	second.add(late)
	second.settle(s)
	if a, b := first.snapshot([]string{"agent-q"}, 3), second.snapshot([]string{"agent-q"}, 3); a != b {
		t.Fatalf("arrival order changed the numbers:\n%s\n%s", a, b)
	}
	j := first.counters(2)
	if j.Served != 1 || j.Dissented != 1 || j.Abstained != 0 {
		t.Fatalf("juror 2 counts the early record alone: %+v", j)
	}
	r := first.seller("agent-q")
	if r.Successes != 1 || r.History[0].VerdictID != early.Verdict.Verdict.ID {
		t.Fatalf("the deal links the matching record: %+v", r)
	}

	// Signed by a seat whose ballot the record does not hold: no match.
	third := newQuorumFixture(t)
	third.add(early)
	bad := quorumSettlement(early, 0, 2)
	bad.Seller = SellerAgent("agent-q") // from DealCreated
	third.settle(bad)
	if _, err := third.book.Juror(juror(0)); err == nil {
		t.Fatal("a record that does not match the ballots counted")
	}
	if r := third.seller("agent-q"); r.Successes != 1 || r.History[0].VerdictID != "" {
		t.Fatalf("the settlement counts for the seller, linking no record: %+v", r)
	}
}

// A record that shows as a timeout the dissenting seat the escrow paid
// (JurorFeesPaid) is not the record the deal settled with: it never
// counts, while the record that holds the dissent does.
func TestOnChainRecordMustHoldThePaidDissent(t *testing.T) {
	f := newQuorumFixture(t)
	dissented := withBallots(f.build(t0.Add(-2*day), onChain(1, "agent-q", "coding"), "PASS", seatSpec{"PASS", 10}, seatSpec{"PASS", 20}, seatSpec{"FAIL", 30}))
	erased := withBallots(f.build(t0.Add(-3*day), onChain(1, "agent-q", "coding"), "PASS", seatSpec{"PASS", 10}, seatSpec{"PASS", 20}, seatSpec{verdict.ErrClassTimeout, 0}))
	s := quorumSettlement(dissented, 0, 1)
	s.DissentMask = "0x4"

	f.add(erased)
	f.settle(s)
	if _, err := f.book.Juror(juror(0)); err == nil {
		t.Fatal("a record that erased the paid dissent counted")
	}
	f.add(dissented)
	r := f.seller("agent-q")
	if r.Successes != 1 || r.History[0].VerdictID != dissented.Verdict.Verdict.ID {
		t.Fatalf("the deal links the record with the dissent: %+v", r)
	}
	if j := f.counters(2); j.Dissented != 1 || j.Abstained != 0 {
		t.Fatalf("juror 2 counts its dissent: %+v", j)
	}
	if err := (&Settlement{DealID: s.DealID, Outcome: s.Outcome, At: t0, DissentMask: "4"}).Validate(); err == nil {
		t.Fatal("a dissent mask without 0x validated")
	}
}
