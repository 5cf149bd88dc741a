package verdict

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

// A deal reference names a round the escrow can have, and an appeal round
// names the record it appeals, by a record CID in its canonical form.
func TestDealRoundValidation(t *testing.T) {
	prev := CIDForHash(Hash([]byte("round 0"))).String()
	base := Deal{ChainID: NewChainID(1337), Escrow: MustAddress("0x5fbdb2315678afecb367f032d93f642f64180aa3"), DealID: DealID{31: 1}}
	for _, c := range []struct {
		name     string
		round    uint8
		previous string
		field    string // "" when valid
	}{
		{"first round", 0, "", ""},
		{"first round naming a previous record", 0, prev, "deal.previous"},
		{"appeal round", 1, prev, ""},
		{"last round", MaxRounds - 1, prev, ""},
		{"a round past the last", MaxRounds, prev, "deal.round"},
		{"appeal round without its previous record", 1, "", "deal.previous"},
		{"previous record not a CID", 2, "bafy-not-a-cid", "deal.previous"},
		{"previous record in another spelling", 2, strings.ToUpper(prev), "deal.previous"},
		{"previous record of another codec", 2, "bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy", "deal.previous"},
	} {
		d := base
		d.Round, d.Previous = c.round, c.previous
		err := d.Validate()
		var fe *FieldError
		switch {
		case c.field == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.field != "" && (!errors.As(err, &fe) || fe.Field != c.field):
			t.Errorf("%s: %v, want an error on %s", c.name, err, c.field)
		}
	}
}

// Round 0 keeps the deal's encoding and ballot of before appeals, so that
// records and ballots already signed still verify; an appeal round changes
// both, and its ballot digest is the AppealBallot one.
func TestDealRoundEncodingAndDigest(t *testing.T) {
	d := Deal{ChainID: NewChainID(1337), Escrow: MustAddress("0x5fbdb2315678afecb367f032d93f642f64180aa3"), DealID: DealID{31: 1}}
	b, err := Canonical(d)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(b), "round") || strings.Contains(string(b), "previous") {
		t.Fatalf("round 0 encodes as %s", b)
	}
	root := strings.Repeat("ab", 32)
	d0, _ := DealBallotDigest(&d, root, true)
	r, _ := ParseHash32(root)
	if d0 != BallotDigest(d.ChainID.Big(), d.Escrow.Common(), d.DealID, r, true) {
		t.Fatal("round 0's digest is not the Ballot digest")
	}
	d.Round, d.Previous = 2, CIDForHash(Hash([]byte("round 1"))).String()
	b, _ = Canonical(d)
	var back Deal
	if err := json.Unmarshal(b, &back); err != nil || back != d {
		t.Fatalf("round 2 round-trips as %+v (%v) from %s", back, err, b)
	}
	d2, _ := DealBallotDigest(&d, root, true)
	if d2 == d0 || d2 != RoundBallotDigest(d.ChainID.Big(), d.Escrow.Common(), d.DealID, r, 2, true) {
		t.Fatal("round 2's digest is not its AppealBallot digest")
	}
	d.Round = 1
	if d1, _ := DealBallotDigest(&d, root, true); d1 == d2 {
		t.Fatal("rounds 1 and 2 sign the same digest")
	}
}
