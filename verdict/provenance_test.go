package verdict

import (
	"encoding/json"
	"errors"
	"testing"
)

// brokenSigner signs nothing: every signature it returns is garbage.
type brokenSigner struct{ *KeySigner }

func (b brokenSigner) SignDigest([32]byte) ([]byte, error) {
	sig := make([]byte, 65)
	sig[0], sig[32], sig[64] = 1, 1, 27
	return sig, nil
}

// TestVerifySignature: a verdict signed here verifies; any change to its
// bytes, signature or coordinator since is caught by recovering the
// signer, as is a verdict decoded from elsewhere and one a Signer other
// than KeySigner signed.
func TestVerifySignature(t *testing.T) {
	coord, other := NewKeySigner(mustKey(t)), NewKeySigner(mustKey(t))
	v := Verdict{
		V: Version, Kind: KindVerdict, ID: "vrd_00000000000000000000000000000001", Coordinator: Address(coord.Address()),
		Options: []string{OptionPass, OptionFail}, Decision: OptionPass, Method: MethodMajorityV1,
		TrustModel: TrustModel, CreatedAt: "2026-09-06T10:12:04Z",
	}
	sign := func(s Signer) SignedVerdict {
		t.Helper()
		sv, err := SignVerdict(v, s)
		if err != nil {
			t.Fatal(err)
		}
		return sv
	}
	sv := sign(coord)
	if sv.signedHere == nil {
		t.Fatal("a KeySigner's verdict carries no provenance")
	}
	if err := sv.VerifySignature(); err != nil {
		t.Fatalf("fresh verdict: %v", err)
	}

	bytes := sv
	bytes.Bytes = append([]byte(nil), sv.Bytes...)
	bytes.Bytes[len(bytes.Bytes)-2] ^= 1
	signature := sv
	signature.Signature = sign(other).Signature // valid, by another key, over the same bytes
	coordinator := sv
	coordinator.Verdict.Coordinator = Address(other.Address())
	for name, tampered := range map[string]SignedVerdict{"bytes": bytes, "signature": signature, "coordinator": coordinator} {
		if err := tampered.VerifySignature(); err == nil {
			t.Errorf("%s changed after signing: verified", name)
		}
	}

	// Decoded from elsewhere: no provenance, the signature is recovered.
	var decoded Verdict
	if err := json.Unmarshal(sv.Bytes, &decoded); err != nil {
		t.Fatal(err)
	}
	far := SignedVerdict{Verdict: decoded, Bytes: sv.Bytes, Signature: sv.Signature, Hash: sv.Hash}
	if err := far.VerifySignature(); err != nil {
		t.Fatalf("decoded verdict: %v", err)
	}
	far.Signature = signature.Signature
	if err := far.VerifySignature(); !errors.Is(err, ErrWrongSigner) {
		t.Fatalf("decoded verdict signed by another key: %v", err)
	}

	broken := sign(brokenSigner{coord})
	if broken.signedHere != nil || broken.VerifySignature() == nil {
		t.Fatalf("a Signer that is not a KeySigner is trusted: %+v", broken.signedHere)
	}
}
