package verdict

import (
	"encoding/json"
	"errors"
	"math/big"
	"strings"
	"testing"

	jsonv2 "github.com/go-json-experiment/json"
)

const canonEscrow = "0x5fbdb2315678afecb367f032d93f642f64180aa3"

var canonDealID = "0x" + strings.Repeat("ab", 31) + "01"

// Each identity is accepted in its one canonical spelling, and every other
// spelling is refused when a deal is decoded, by both JSON decoders the
// protocol uses; the strict one (peers, the API) names the member.
func TestIdentitySpellings(t *testing.T) {
	deal := func(chainID, escrow, dealID string) string {
		return `{"chain_id":"` + chainID + `","escrow":"` + escrow + `","deal_id":"` + dealID + `"}`
	}
	want := Deal{ChainID: NewChainID(1337), Escrow: MustAddress(canonEscrow), DealID: MustDealID(canonDealID)}
	for _, tc := range []struct {
		name, doc, field string
	}{
		{"canonical", deal("1337", canonEscrow, canonDealID), ""},
		{"chain ID with a leading zero", deal("01337", canonEscrow, canonDealID), "chain_id"},
		{"chain ID with a sign", deal("+1337", canonEscrow, canonDealID), "chain_id"},
		{"negative chain ID", deal("-1337", canonEscrow, canonDealID), "chain_id"},
		{"chain ID in hex", deal("0x539", canonEscrow, canonDealID), "chain_id"},
		{"chain ID with a space", deal(" 1337", canonEscrow, canonDealID), "chain_id"},
		{"chain ID beyond 64 bits", deal("18446744073709551616", canonEscrow, canonDealID), "chain_id"},
		{"escrow without 0x", deal("1337", canonEscrow[2:], canonDealID), "escrow"},
		{"escrow with 0X", deal("1337", "0X"+canonEscrow[2:], canonDealID), "escrow"},
		{"escrow in upper case", deal("1337", "0x"+strings.ToUpper(canonEscrow[2:]), canonDealID), "escrow"},
		{"escrow in EIP-55 case", deal("1337", "0x5FbDB2315678afecb367f032d93F642f64180aa3", canonDealID), "escrow"},
		{"escrow too short", deal("1337", canonEscrow[:40], canonDealID), "escrow"},
		{"empty escrow", deal("1337", "", canonDealID), "escrow"},
		{"deal ID without 0x", deal("1337", canonEscrow, canonDealID[2:]), "deal_id"},
		{"deal ID in upper case", deal("1337", canonEscrow, "0x"+strings.ToUpper(canonDealID[2:])), "deal_id"},
		{"deal ID of 31 bytes", deal("1337", canonEscrow, canonDealID[:64]), "deal_id"},
		{"deal ID not hex", deal("1337", canonEscrow, canonDealID[:64]+"zz"), "deal_id"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var strict, loose Deal
			errStrict := UnmarshalStrict([]byte(tc.doc), &strict)
			errLoose := json.Unmarshal([]byte(tc.doc), &loose)
			if tc.field == "" {
				if errStrict != nil || errLoose != nil || strict != want || loose != want {
					t.Fatalf("refused or misread: %v %v %+v %+v", errStrict, errLoose, strict, loose)
				}
				out, _ := json.Marshal(strict)
				if string(out) != tc.doc {
					t.Fatalf("written as %s", out)
				}
				return
			}
			var se *jsonv2.SemanticError
			if !errors.As(errStrict, &se) || string(se.JSONPointer) != "/"+tc.field || !errors.Is(errStrict, ErrNotCanonicalID) {
				t.Fatalf("strict decoding: %v, want a refusal naming /%s", errStrict, tc.field)
			}
			// encoding/json does not say where; the peers' and the API's decoder does.
			if !errors.Is(errLoose, ErrNotCanonicalID) {
				t.Fatalf("encoding/json: %v, want a refusal", errLoose)
			}
		})
	}
}

// A request that names only its deal ID (the coordinator fills in its
// escrow) writes and reads the absent chain ID as "".
func TestAbsentChainID(t *testing.T) {
	b, err := json.Marshal(Deal{DealID: MustDealID(canonDealID)})
	if err != nil {
		t.Fatal(err)
	}
	var d Deal
	if err := UnmarshalStrict(b, &d); err != nil || !d.ChainID.IsZero() || !d.Escrow.IsZero() {
		t.Fatalf("%s read back as %+v, %v", b, d, err)
	}
	// A deal is always an escrow's on a real chain: chain 0 is refused.
	if id, err := ParseChainID("0"); err == nil {
		t.Fatalf("chain ID \"0\" parsed as %q", id)
	}
	if id, err := ChainIDOf(new(big.Int)); err == nil {
		t.Fatalf("chain 0 from a client taken as %q", id)
	}
	if err := UnmarshalStrict([]byte(`{"chain_id":"0","deal_id":"`+canonDealID+`"}`), &d); err == nil {
		t.Fatalf("a deal on chain 0 decoded as %+v", d)
	}
}

// A human's address (a CLI flag) may be in any case, but a mixed-case one
// must carry its EIP-55 checksum.
func TestParseAddressTyped(t *testing.T) {
	for in, ok := range map[string]bool{
		canonEscrow: true,
		"0x5FbDB2315678afecb367f032d93F642f64180aa3": true,
		"0x" + strings.ToUpper(canonEscrow[2:]):      true,
		"0x5FbDB2315678afecb367f032d93F642f64180aA3": false, // checksum broken
		canonEscrow[2:]: false,
		"0x5fbdb2315678afecb367f032d93f642f64180aa": false,
	} {
		a, err := ParseAddressTyped(in)
		if (err == nil) != ok || ok && a.String() != canonEscrow {
			t.Errorf("%s: %s, %v", in, a, err)
		}
	}
}

// A job or agent ID has one spelling: a second one (a sign, a leading
// zero, spaces, another base) is refused, and so is a value past uint256.
func TestParseUint256(t *testing.T) {
	max := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	for _, ok := range []string{"0", "7", "1000", max.String()} {
		if n, err := ParseUint256(ok); err != nil || n.String() != ok {
			t.Errorf("ParseUint256(%q) = %v, %v", ok, n, err)
		}
	}
	for _, bad := range []string{"", "+7", "-7", "07", "00", " 7", "7 ", "0x7", "7.0", "1e3", new(big.Int).Add(max, big.NewInt(1)).String()} {
		if n, err := ParseUint256(bad); !errors.Is(err, ErrNotCanonicalID) {
			t.Errorf("ParseUint256(%q) = %v, %v, want ErrNotCanonicalID", bad, n, err)
		}
	}
}
