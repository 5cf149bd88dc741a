package verdict

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// goldenParts is the golden record as its coordinator minted it: the
// verdict, the receipt blocks by CID and the coordinator's key, so that a
// test can play a coordinator that rewrites and re-signs its own record.
func goldenParts(t *testing.T) (Verdict, map[string][]byte, *KeySigner) {
	t.Helper()
	v := buildVectors(t)
	return v.Payload, map[string][]byte{v.ReceiptCID: []byte(v.ReceiptBlock)}, goldenKey()
}

func resign(t *testing.T, v Verdict, receipts map[string][]byte, by Signer) Record {
	t.Helper()
	sv, err := SignVerdict(v, by)
	if err != nil {
		t.Fatal(err)
	}
	return Record{Verdict: sv.Bytes, Signature: sv.Signature, Receipts: receipts}
}

// wantFailed returns the named check of rep and requires it to fail.
func wantFailed(t *testing.T, rep Report, name string) Check {
	t.Helper()
	for _, c := range rep.Checks {
		if c.Name == name {
			if c.OK {
				t.Fatalf("check %s passed: %+v", name, rep.Checks)
			}
			return c
		}
	}
	t.Fatalf("no check %s in %+v", name, rep.Checks)
	return Check{}
}

// A coordinator that rewrites its own record and signs it again is caught
// by the check the rewrite breaks, whatever else it keeps consistent.
func TestAuditCatchesACoordinatorRewritingItsRecord(t *testing.T) {
	v, receipts, coord := goldenParts(t)
	signer := AddressString(coord.Address())
	if rep := Audit(resign(t, v, receipts, coord), AuditOptions{ExpectSigner: signer}); !rep.OK() || rep.Result() != ResultPass {
		t.Fatalf("the golden record re-signed unchanged must pass: %+v", rep.Checks)
	}
	cases := []struct {
		name, check string
		mutate      func(v *Verdict, receipts map[string][]byte)
	}{
		{"reordered seats", "draw", func(v *Verdict, _ map[string][]byte) {
			v.Jurors[0], v.Jurors[1] = v.Jurors[1], v.Jurors[0]
		}},
		{"a candidate swapped for another", "draw", func(v *Verdict, _ map[string][]byte) {
			d := *v.Draw
			d.Candidates = append([]Candidate(nil), d.Candidates...)
			d.Candidates[0].Address = MustAddress("0x00000000000000000000000000000000000000aa")
			v.Draw = &d
		}},
		{"no draw", "draw", func(v *Verdict, _ map[string][]byte) {
			v.Draw = nil
		}},
		{"another seed", "draw", func(v *Verdict, _ map[string][]byte) {
			d := *v.Draw
			d.Seed = "vrd_ffffffffffffffffffffffffffffffff"
			v.Draw = &d
		}},
		{"a panel of one drawn from two", "draw", func(v *Verdict, _ map[string][]byte) {
			v.Jurors = v.Jurors[:1]
		}},
		{"another nonce", "request-id", func(v *Verdict, _ map[string][]byte) {
			v.Nonce = "again"
		}},
		{"a vote turned into a timeout, its receipt still in the record", "receipt", func(v *Verdict, _ map[string][]byte) {
			for i := range v.Jurors {
				if v.Jurors[i].ReceiptCID != "" {
					v.Jurors[i] = JurorVote{Juror: v.Jurors[i].Juror, Vote: VoteAbstain, ErrorClass: ErrClassTimeout}
				}
			}
			v.Decision, v.Unanimous = DecisionUndecided, false
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v, receipts, coord := goldenParts(t)
			c.mutate(&v, receipts)
			rep := Audit(resign(t, v, receipts, coord), AuditOptions{ExpectSigner: signer})
			check := c.check
			if check == "receipt" { // the seat of the golden juror, whose receipt the record holds
				for i, j := range v.Jurors {
					if j.Juror.String() == signer {
						check = fmt.Sprintf("receipt[%d]", i)
					}
				}
			}
			got := wantFailed(t, rep, check)
			if rep.Result() != ResultFail {
				t.Fatalf("result %s", rep.Result())
			}
			t.Logf("%s: %s", check, got.Detail)
		})
	}
}

// A record re-signed by another key under its own name is consistent: it
// fails only against a pinned signer, and unpinned it is not a pass.
func TestAuditOfARecordResignedByAnotherKey(t *testing.T) {
	v, receipts, coord := goldenParts(t)
	thief := NewKeySigner(mustKey(t))
	v.Coordinator = Address(thief.Address())
	rec := resign(t, v, receipts, thief)
	rep := Audit(rec, AuditOptions{ExpectSigner: AddressString(coord.Address())})
	wantFailed(t, rep, "signature")
	rep = Audit(rec, AuditOptions{})
	if !rep.OK() || rep.Pinned || rep.Result() != ResultUnpinned {
		t.Fatalf("unpinned audit of a consistent record: result %s, %+v", rep.Result(), rep.Checks)
	}
}

// The escrow draw recomputes with DealDraw from the snapshot and seed, and
// must name the verdict's deal.
func TestEscrowDrawSeats(t *testing.T) {
	var snapshot []common.Address
	for i := range 7 {
		snapshot = append(snapshot, common.BigToAddress(new(big.Int).Lsh(common.Big1, uint(8*i+3))))
	}
	seed := DealDrawSeed([32]byte{1}, [32]byte{2})
	d := EscrowDraw(NewChainID(31337), MustAddress("0x5fbdb2315678afecb367f032d93f642f64180aa3"), 42, seed, snapshot, 3)
	seats, err := d.Seats()
	if err != nil {
		t.Fatal(err)
	}
	want := DealDraw(seed, snapshot, 3)
	for i := range want {
		if seats[i] != Address(want[i]) {
			t.Fatalf("seat %d: %s, DealDraw says %s", i, seats[i], want[i])
		}
	}
	v := Verdict{Deal: &Deal{ChainID: NewChainID(31337), Escrow: MustAddress("0x5fbdb2315678afecb367f032d93f642f64180aa3")}, Draw: d}
	for _, s := range seats {
		v.Jurors = append(v.Jurors, JurorVote{Juror: s})
	}
	if err := checkDraw(&v); err != nil {
		t.Fatalf("the escrow's seats: %v", err)
	}
	v.Deal = &Deal{ChainID: NewChainID(1), Escrow: v.Deal.Escrow}
	if err := checkDraw(&v); err == nil {
		t.Fatal("an escrow draw on another chain than the deal's must fail")
	}
	v.Deal.ChainID = NewChainID(31337)
	d2 := *d
	d2.Seed = Hex32([32]byte{9})
	v.Draw = &d2
	if err := checkDraw(&v); err == nil {
		t.Fatal("another seed must draw other seats")
	}
}

// A seat without a receipt is recorded as a timeout, or as not awaited
// when the verdict was decided before it answered (the coordinator's
// decided rule); both audit, and no other abstention does.
func TestSeatWithoutAReceiptIsATimeoutOrNotAwaited(t *testing.T) {
	for class, pass := range map[string]bool{ErrClassTimeout: true, ErrClassNotAwaited: true, "model_error": false} {
		t.Run(class, func(t *testing.T) {
			v, receipts, coord := goldenParts(t)
			seat := -1
			for i, j := range v.Jurors {
				if j.ReceiptCID == "" {
					seat = i
					v.Jurors[i].ErrorClass = class
				}
			}
			if seat < 0 {
				t.Fatal("the golden record has no seat without a receipt")
			}
			rep := Audit(resign(t, v, receipts, coord), AuditOptions{ExpectSigner: AddressString(coord.Address())})
			if pass && !rep.OK() {
				t.Fatalf("a %s seat fails the audit: %+v", class, rep.Checks)
			}
			if !pass {
				wantFailed(t, rep, fmt.Sprintf("receipt[%d]", seat))
			}
		})
	}
}
