package verdict_test

import (
	"slices"
	"testing"

	"github.com/arbitra-network/arbitra/ipfs/ipfstest"
	"github.com/arbitra-network/arbitra/verdict"
)

// BallotSeats lists the seats holding a valid ballot for a vote, and leaves
// out a seat whose ballot is another juror's.
func TestBallotSeats(t *testing.T) {
	f := ipfstest.NewRecord(t)
	rec := f.Record()
	v := f.Verdict.Verdict
	var pass, fail []int
	for i, j := range v.Jurors {
		switch j.Vote {
		case verdict.OptionPass:
			pass = append(pass, i)
		case verdict.OptionFail:
			fail = append(fail, i)
		}
	}
	if got := verdict.BallotSeats(rec, &v, true); !slices.Equal(got, pass) || len(pass) != 2 {
		t.Fatalf("PASS ballots at %v, want %v", got, pass)
	}
	if got := verdict.BallotSeats(rec, &v, false); !slices.Equal(got, fail) || len(fail) != 1 {
		t.Fatalf("FAIL ballots at %v, want %v", got, fail)
	}
	// The second PASS seat's receipt carries the first's ballot signature.
	a, _ := verdict.SeatReceipt(rec, v.Jurors[pass[0]])
	b, _ := verdict.SeatReceipt(rec, v.Jurors[pass[1]])
	b.Ballot = a.Ballot
	block, err := b.Block()
	if err != nil {
		t.Fatal(err)
	}
	c := verdict.CIDOf(block).String()
	rec.Receipts[c] = block
	v.Jurors[pass[1]].ReceiptCID = c
	if got := verdict.BallotSeats(rec, &v, true); !slices.Equal(got, pass[:1]) {
		t.Fatalf("with a borrowed ballot, PASS ballots at %v, want %v", got, pass[:1])
	}
	if got := verdict.BallotSeats(rec, &verdict.Verdict{Jurors: v.Jurors}, true); got != nil {
		t.Fatalf("a verdict without a deal has ballot seats %v", got)
	}
}
