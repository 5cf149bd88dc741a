package verdict

import (
	"fmt"
	"time"
)

// A deal's rights (reading its rationales, publishing and unpublishing its
// content) belong to its two parties, the buyer and the seller the escrow
// names, and to nobody who merely holds the texts. A party proves itself
// to a coordinator with a PartyProof: an EIP-191 signature, by the
// party's own key, of PartyMessage.

// MaxPartySkew bounds how far a proof's signed_at may be from the
// coordinator's clock: a proof copied from a log is worth minutes, not
// forever.
const MaxPartySkew = 5 * time.Minute

// PartyProof is a deal request's claim to be one of the deal's parties.
type PartyProof struct {
	// Address is the party's address: the escrow's buyer or seller.
	Address Address `json:"address"`
	// SignedAt is when the proof was signed, in unix seconds.
	SignedAt int64 `json:"signed_at"`
	// Signature is the 0x-hex EIP-191 signature of PartyMessage.
	Signature string `json:"signature"`
}

// PartyMessage is the text a party signs to claim its rights to a deal's
// verdict at one coordinator. Naming the coordinator keeps one coordinator
// from replaying a proof at another.
func PartyMessage(coordinator Address, d *Deal, signedAt int64) []byte {
	return fmt.Appendf(nil, "arbitra: I am a party to this deal and claim its verdict's rights\ncoordinator: %s\nchain_id: %s\nescrow: %s\ndeal_id: %s\nsigned_at: %d\n",
		coordinator, d.ChainID, d.Escrow, d.DealID, signedAt)
}

// SignParty signs a proof for the signer's address.
func SignParty(s Signer, coordinator Address, d *Deal, at time.Time) (*PartyProof, error) {
	p := &PartyProof{Address: Address(s.Address()), SignedAt: at.Unix()}
	sig, err := SignText(s, PartyMessage(coordinator, d, p.SignedAt))
	if err != nil {
		return nil, err
	}
	p.Signature = sig
	return p, nil
}

// Verify checks that the proof is its address's signature for deal d at
// coordinator, signed within MaxPartySkew of now. Whether the address is a
// party is the escrow's to say.
func (p *PartyProof) Verify(coordinator Address, d *Deal, now time.Time) error {
	at := time.Unix(p.SignedAt, 0)
	if skew := now.Sub(at); skew > MaxPartySkew || skew < -MaxPartySkew {
		return fieldErr("party.signed_at", "must be within %s of the coordinator's clock (%s)", MaxPartySkew, now.UTC().Format(TimeFormat))
	}
	if err := VerifyText(PartyMessage(coordinator, d, p.SignedAt), p.Signature, p.Address); err != nil {
		return fieldErr("party.signature", "is not %s's signature of the party message: %v", p.Address, err)
	}
	return nil
}
