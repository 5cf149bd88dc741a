package match_test

import (
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/audit/match"
	"github.com/arbitra-network/arbitra/verdict"
)

// The rule on each path, with one way to break it per case.
func TestCheck(t *testing.T) {
	seat := func(i int) common.Address { return common.BytesToAddress([]byte{0xa0, byte(i)}) }
	deal, root := [32]byte{1}, [32]byte{2}
	// Seats 0 and 1 hold PASS ballots, seat 2 dissented with a FAIL ballot.
	rec := match.Record{Hash: [32]byte{3}, Decision: verdict.OptionPass, DealID: deal, Root: root,
		Jurors: []common.Address{seat(0), seat(1), seat(2)}, Pass: []int{0, 1}, Fail: []int{2}}
	ballots := func(approved bool, seats ...int) match.Settlement {
		s := match.Settlement{DealID: deal, Approved: approved, ByBallots: true, SeatMask: verdict.SeatMask(seats...),
			VerdictHash: verdict.BallotsHash(deal, root, approved, verdict.SeatMask(seats...))}
		for _, i := range seats {
			s.Signers = append(s.Signers, seat(i))
		}
		return s
	}
	oracle := match.Settlement{DealID: deal, Approved: true, VerdictHash: rec.Hash}
	payDissent := func(_ *match.Record, s *match.Settlement) { s.DissentMask = verdict.SeatMask(2) }
	claim := func(i int, approved bool) func(*match.Record, *match.Settlement) {
		return func(_ *match.Record, s *match.Settlement) {
			s.Claimed = append(s.Claimed, match.Claim{Seat: uint64(i), Juror: seat(i), Approved: approved})
		}
	}
	for _, c := range []struct {
		name string
		s    match.Settlement
		edit func(*match.Record, *match.Settlement)
		want string // empty: the record matches
	}{
		{name: "oracle", s: oracle},
		{name: "oracle, another hash", s: oracle, edit: func(_ *match.Record, s *match.Settlement) { s.VerdictHash = [32]byte{9} }, want: "not this record's"},
		{name: "oracle, the other way", s: oracle, edit: func(_ *match.Record, s *match.Settlement) { s.Approved = false }, want: "but the record decides PASS"},
		{name: "ballots", s: ballots(true, 0, 1)},
		{name: "ballots of one seat", s: ballots(true, 1)},
		{name: "ballots, mask not logged", s: ballots(true, 0, 1), edit: func(_ *match.Record, s *match.Settlement) { s.SeatMask = nil }},
		{name: "ballots, another deal", s: ballots(true, 0, 1), edit: func(_ *match.Record, s *match.Settlement) { s.DealID = [32]byte{8} }, want: "the settlement is of deal"},
		{name: "ballots, the other way", s: ballots(false, 2), want: "the deal settled FAIL, the record decides PASS"},
		{name: "ballots, no signer", s: ballots(true), want: "names no signer"},
		{name: "ballots, a signer with no seat", s: ballots(true, 0, 1), edit: func(_ *match.Record, s *match.Settlement) { s.Signers[1] = seat(7) }, want: "holds no seat"},
		{name: "ballots, a seat without its ballot", s: ballots(true, 0, 1), edit: func(r *match.Record, _ *match.Settlement) { r.Pass = []int{0} }, want: "holds no valid ballot"},
		{name: "ballots, the dissenter as a signer", s: ballots(true, 0, 1), edit: func(_ *match.Record, s *match.Settlement) { s.Signers[1] = seat(2) }, want: "holds no valid ballot"},
		{name: "ballots, another mask", s: ballots(true, 0, 1), edit: func(_ *match.Record, s *match.Settlement) { s.SeatMask = verdict.SeatMask(0, 2) }, want: "logged mask"},
		{name: "ballots, another hash", s: ballots(true, 0, 1), edit: func(_ *match.Record, s *match.Settlement) { s.VerdictHash = [32]byte{9} }, want: "the ballots hash to"},
		{name: "ballots, another root", s: ballots(true, 0, 1), edit: func(r *match.Record, _ *match.Settlement) { r.Root = [32]byte{7} }, want: "the ballots hash to"},
		// The seats the escrow paid for other ballots: a dissent in the
		// settling call and late ballots claimed after it.
		{name: "ballots, the dissent paid", s: ballots(true, 0, 1), edit: payDissent},
		{name: "ballots, a paid dissent erased", s: ballots(true, 0, 1), edit: func(r *match.Record, s *match.Settlement) {
			payDissent(r, s)
			r.Fail = nil
		}, want: "the escrow paid seat 2 (" + verdict.AddressString(seat(2)) + ") for a dissenting ballot for FAIL (JurorFeesPaid dissent mask 0x4), but the record holds no valid ballot of it for FAIL"},
		{name: "ballots, a paid dissent turned", s: ballots(true, 0, 1), edit: func(r *match.Record, s *match.Settlement) {
			payDissent(r, s)
			r.Pass, r.Fail = []int{0, 1, 2}, nil
		}, want: "dissenting ballot for FAIL"},
		{name: "ballots, a paid dissent of no seat", s: ballots(true, 0, 1), edit: func(_ *match.Record, s *match.Settlement) { s.DissentMask = verdict.SeatMask(5) }, want: "seat 5 (not one of the record's 3)"},
		{name: "ballots, a late ballot claimed", s: ballots(true, 0, 1), edit: claim(2, false)},
		{name: "ballots, a claimed late ballot erased", s: ballots(true, 0, 1), edit: func(r *match.Record, s *match.Settlement) {
			claim(2, false)(r, s)
			r.Fail = nil
		}, want: "the escrow paid seat 2 (" + verdict.AddressString(seat(2)) + ") for a late ballot for FAIL (JurorFeeClaimed), but the record holds no valid ballot of it for FAIL"},
		{name: "ballots, a claimed late ballot for the other vote", s: ballots(true, 0, 1), edit: claim(2, true), want: "late ballot for PASS (JurorFeeClaimed), but the record holds no valid ballot"},
		{name: "ballots, a claim by another juror", s: ballots(true, 0, 1), edit: func(r *match.Record, s *match.Settlement) {
			claim(2, false)(r, s)
			s.Claimed[0].Juror = seat(7)
		}, want: "as seat 2 for a late ballot"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r, s := rec, c.s
			r.Pass, s.Signers = append([]int(nil), rec.Pass...), append([]common.Address(nil), c.s.Signers...)
			if c.edit != nil {
				c.edit(&r, &s)
			}
			detail, err := match.Check(r, s)
			switch {
			case c.want == "" && err != nil:
				t.Fatalf("no match: %v", err)
			case c.want == "" && !strings.Contains(detail, "settled PASS"):
				t.Fatalf("detail %q", detail)
			case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
				t.Fatalf("got %v, want an error saying %q", err, c.want)
			}
		})
	}
}

// New refuses what it cannot read, naming it.
func TestNewRefusesMalformedRecords(t *testing.T) {
	ok := "0x" + strings.Repeat("ab", 32)
	for _, c := range []struct{ deal, root, juror, want string }{
		{"deal-1", ok, "0x0000000000000000000000000000000000000001", "deal id"},
		{ok, "root", "0x0000000000000000000000000000000000000001", "evidence root"},
		{ok, ok, "juror", "seat 0"},
	} {
		if _, err := match.New([32]byte{}, verdict.OptionPass, c.deal, c.root, []string{c.juror}, nil, nil); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v", c, err)
		}
	}
}
