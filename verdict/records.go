package verdict

import (
	"bytes"
	"crypto/ecdsa"
	"encoding/hex"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// Record errors.
var (
	ErrWrongKind    = errors.New("verdict: wrong version or kind")
	ErrContextRoot  = errors.New("verdict: context does not match the evidence")
	ErrPanelDraw    = errors.New("verdict: panel is not the draw for this request")
	ErrReceiptMatch = errors.New("verdict: receipt does not match the request")
)

// TimeFormat is the layout of every created_at field: RFC 3339, UTC, seconds.
const TimeFormat = "2006-01-02T15:04:05Z"

// FormatTime renders t as records carry it.
func FormatTime(t time.Time) string { return t.UTC().Format(TimeFormat) }

// ClampConfidence clamps c into [0, 1] and rounds it to four decimals, so
// that its canonical form is short and the same in every implementation.
func ClampConfidence(c float64) float64 {
	if math.IsNaN(c) || c < 0 {
		return 0
	}
	if c > 1 {
		return 1
	}
	return math.Round(c*10000) / 10000
}

// TruncateRunes cuts s to at most n characters, never inside a character.
func TruncateRunes(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n])
}

// SigningBytes is the canonical encoding of the request: what the
// coordinator signs and what jurors fingerprint.
func (r *Request) SigningBytes() ([]byte, error) { return Canonical(r) }

// Sign returns the request with the coordinator's signature.
func (r Request) Sign(s Signer) (SignedRequest, error) {
	b, err := r.SigningBytes()
	if err != nil {
		return SignedRequest{}, err
	}
	sig, err := SignText(s, b)
	return SignedRequest{Request: r, Signature: sig}, err
}

// Verify checks the whole request as a juror receives it: format, limits,
// evidence root, panel draw, deadline syntax and the coordinator's signature.
// It does not check that the coordinator is trusted; that is the caller's
// policy.
func (sr *SignedRequest) Verify() error {
	_, err := sr.VerifyKey()
	return err
}

// VerifyKey is Verify that also returns the coordinator's public key, which
// the signature recovers: a juror derives from it where to send its receipt.
func (sr *SignedRequest) VerifyKey() (*ecdsa.PublicKey, error) {
	if err := sr.verifyFields(); err != nil {
		return nil, err
	}
	b, err := sr.Request.SigningBytes()
	if err != nil {
		return nil, err
	}
	key, err := RecoverDigestKey(TextDigest(b), sr.Signature)
	if err != nil {
		return nil, err
	}
	if err := checkSigner(crypto.PubkeyToAddress(*key), sr.Request.Coordinator); err != nil {
		return nil, err
	}
	return key, nil
}

func (sr *SignedRequest) verifyFields() error {
	r := &sr.Request
	if r.V != Version || r.Kind != KindRequest {
		return ErrWrongKind
	}
	if err := ValidateID(r.ID); err != nil {
		return err
	}
	q := Question{Question: r.Question, Options: r.Options, Rubric: r.Rubric, Evidence: r.Evidence}
	if err := q.Validate(); err != nil {
		return err
	}
	if EvidenceContext(r.Evidence) != r.Context {
		return ErrContextRoot
	}
	if err := ValidateNonce(r.Nonce); err != nil {
		return err
	}
	if n := len(r.Panel); n < MinPanel || n > MaxPanel {
		return fieldErr("panel", "needs %d to %d jurors", MinPanel, MaxPanel)
	}
	draw, err := r.drawnSeats()
	if err != nil {
		return err
	}
	if len(draw) != len(r.Panel) {
		return ErrPanelDraw
	}
	if !slices.Equal(draw, r.Panel) {
		return ErrPanelDraw
	}
	if r.Deal != nil {
		if err := r.Deal.Validate(); err != nil {
			return err
		}
		// A juror signs a deal's ballot only under the deal's fixed
		// question: a coordinator cannot lead the panel with its own.
		q := Question{Question: r.Question, Options: r.Options, Rubric: r.Rubric, Evidence: r.Evidence}
		if err := CheckDealQuestion(q); err != nil {
			return err
		}
	}
	if r.MinVotes < 0 || r.MinVotes > len(r.Panel) {
		return fieldErr("min_votes", "must be 0 to the panel size (%d)", len(r.Panel))
	}
	if r.Deadline <= 0 {
		return fieldErr("deadline_ms", "must be positive")
	}
	if r.Deal != nil {
		created, err := time.Parse(TimeFormat, r.CreatedAt)
		if err != nil {
			return fieldErr("created_at", "is not a %s time", TimeFormat)
		}
		if time.UnixMilli(r.Deadline).Sub(created) < MinDealTimeout {
			return fieldErr("deadline_ms", "a deal's seats get at least %s from created_at", MinDealTimeout)
		}
	}
	return nil
}

// drawnSeats recomputes the request's panel: the escrow's draw when the
// request carries one, else SelectPanel over its sorted candidates.
func (r *Request) drawnSeats() ([]Address, error) {
	if r.Draw != nil {
		if r.Draw.Source != DrawEscrow || r.Deal == nil || len(r.Candidates) != 0 {
			return nil, fieldErr("draw", "a request carries only an escrow draw, for its deal, without candidates")
		}
		return r.Draw.Seats()
	}
	if len(r.Candidates) == 0 || len(r.Candidates) > MaxCandidates {
		return nil, fieldErr("candidates", "needs 1 to %d candidates", MaxCandidates)
	}
	for i, c := range r.Candidates {
		if i > 0 && bytes.Compare(r.Candidates[i-1].Address[:], c.Address[:]) >= 0 {
			return nil, fieldErr("candidates", "must be sorted by address without duplicates")
		}
	}
	return SelectPanel(r.ID, r.Candidates, len(r.Panel)), nil
}

// DrawOf is the draw the request's panel came from, as its verdict records
// it.
func (r *Request) DrawOf() *Draw {
	if r.Draw != nil {
		return r.Draw
	}
	return RegistryDraw(r.ID, r.Candidates, len(r.Panel))
}

// ValidateID checks a verdict ID: "vrd_" and 32 lower-case hex characters.
func ValidateID(id string) error {
	rest, ok := strings.CutPrefix(id, "vrd_")
	if !ok || len(rest) != 32 || strings.ToLower(rest) != rest {
		return fieldErr("id", "must be vrd_ followed by 32 lower-case hex characters")
	}
	if _, err := hex.DecodeString(rest); err != nil {
		return fieldErr("id", "must be vrd_ followed by 32 lower-case hex characters")
	}
	return nil
}

// OnPanel reports whether addr holds a seat on the request's panel.
func (r *Request) OnPanel(addr Address) bool { return slices.Contains(r.Panel, addr) }

// SigningBytes is the canonical receipt without its signature.
func (rc Receipt) SigningBytes() ([]byte, error) {
	rc.Signature = ""
	return Canonical(rc)
}

// Block is the receipt's IPFS block: canonical JSON including the signature.
func (rc *Receipt) Block() ([]byte, error) { return Canonical(rc) }

// Sign sets the juror's EIP-191 signature.
func (rc *Receipt) Sign(s Signer) error {
	b, err := rc.SigningBytes()
	if err != nil {
		return err
	}
	rc.Signature, err = SignText(s, b)
	return err
}

// Verify checks a receipt's own consistency and its juror's signature.
func (rc *Receipt) Verify() error {
	if rc.V != Version || rc.Kind != KindReceipt {
		return ErrWrongKind
	}
	if rc.Confidence != ClampConfidence(rc.Confidence) {
		return fieldErr("confidence", "must lie in [0,1] with at most four decimals")
	}
	abstain := rc.Vote == VoteAbstain
	if abstain != (rc.ErrorClass != "") {
		return fieldErr("error_class", "is set exactly when the vote is abstain")
	}
	b, err := rc.SigningBytes()
	if err != nil {
		return err
	}
	return VerifyText(b, rc.Signature, rc.Juror)
}

// CheckAgainst verifies that a signed receipt answers this request from this
// panel juror: request ID, juror, context and vote must match, and a deal
// request's ballot must be the juror's EIP-712 signature of the same vote.
func (rc *Receipt) CheckAgainst(r *Request, juror Address) error {
	if err := rc.Verify(); err != nil {
		return err
	}
	if rc.RequestID != r.ID {
		return fmt.Errorf("%w: request id %q", ErrReceiptMatch, rc.RequestID)
	}
	if rc.Juror != juror {
		return fmt.Errorf("%w: juror %s is not %s", ErrReceiptMatch, rc.Juror, juror)
	}
	if rc.Context != r.Context {
		return ErrContextRoot
	}
	return rc.checkVote(r.Options, r.Deal, r.Context.Root)
}

func (rc *Receipt) checkVote(options []string, deal *Deal, root string) error {
	if rc.Vote != VoteAbstain {
		if opt, ok := MatchOption(options, rc.Vote); !ok || opt != rc.Vote {
			return fmt.Errorf("%w: vote %q is not an option", ErrReceiptMatch, rc.Vote)
		}
	}
	if deal == nil || rc.Vote == VoteAbstain {
		if rc.Ballot != nil {
			return fmt.Errorf("%w: unexpected ballot", ErrReceiptMatch)
		}
		return nil
	}
	if rc.Ballot == nil {
		return fmt.Errorf("%w: deal vote without a ballot", ErrReceiptMatch)
	}
	if rc.Ballot.Approved != (rc.Vote == OptionPass) {
		return fmt.Errorf("%w: ballot contradicts the vote", ErrReceiptMatch)
	}
	d, err := DealBallotDigest(deal, root, rc.Ballot.Approved)
	if err != nil {
		return err
	}
	got, err := RecoverDigest(d, rc.Ballot.Signature)
	if err != nil {
		return err
	}
	if Address(got) != rc.Juror {
		return fmt.Errorf("%w: ballot signed by %s", ErrWrongSigner, Address(got))
	}
	return nil
}

// SigningBytes is the canonical verdict: the signed bytes, the IPFS block
// and the pre-image of the verdict hash.
func (v *Verdict) SigningBytes() ([]byte, error) { return Canonical(v) }

// SignedVerdict is a verdict with its signed bytes, signature and hash.
type SignedVerdict struct {
	Verdict   Verdict
	Bytes     []byte
	Signature string
	Hash      [32]byte

	// signedHere is set by SignVerdict when this process made the
	// signature with a private key it holds (see VerifySignature).
	signedHere *provenance
}

// provenance is what SignVerdict signed: the sha256 of the bytes, the
// signature and the key's address.
type provenance struct {
	hash [32]byte
	sig  string
	addr common.Address
}

// VerifySignature checks that Signature is Verdict.Coordinator's EIP-191
// signature over Bytes. For a verdict that SignVerdict signed in this
// process with a KeySigner, and whose bytes, signature and coordinator are
// still the ones it signed, that is known without recovering the key:
// libsecp256k1 made that signature with that key over exactly those bytes.
// Any other verdict, and any change to one of the three, is checked by
// recovering the signer.
func (sv *SignedVerdict) VerifySignature() error {
	if p := sv.signedHere; p != nil && p.sig == sv.Signature && Address(p.addr) == sv.Verdict.Coordinator && Hash(sv.Bytes) == p.hash {
		return nil
	}
	return VerifyText(sv.Bytes, sv.Signature, sv.Verdict.Coordinator)
}

// CID is the verdict block's content identifier.
func (sv *SignedVerdict) CID() string { return CIDForHash(sv.Hash).String() }

// HashHex is the verdict hash as lower-case hex without prefix.
func (sv *SignedVerdict) HashHex() string { return hex.EncodeToString(sv.Hash[:]) }

// Seal is the seal block binding the signature to the verdict block.
func (sv *SignedVerdict) Seal() Seal {
	return Seal{V: Version, Kind: KindSeal, VerdictCID: sv.CID(), Signer: sv.Verdict.Coordinator, Signature: sv.Signature}
}

// SignVerdict encodes and signs a verdict.
func SignVerdict(v Verdict, s Signer) (SignedVerdict, error) {
	b, err := v.SigningBytes()
	if err != nil {
		return SignedVerdict{}, err
	}
	sig, err := SignText(s, b)
	if err != nil {
		return SignedVerdict{}, err
	}
	sv := SignedVerdict{Verdict: v, Bytes: b, Signature: sig, Hash: Hash(b)}
	if ks, ok := s.(*KeySigner); ok { // other Signers are not known to sign correctly
		sv.signedHere = &provenance{hash: sv.Hash, sig: sig, addr: ks.addr}
	}
	return sv, nil
}

// SigningBytes is the canonical capability without its signature.
func (c Capability) SigningBytes() ([]byte, error) {
	c.Signature = ""
	return Canonical(c)
}

// Sign sets the juror's signature on its capability record.
func (c *Capability) Sign(s Signer) error {
	b, err := c.SigningBytes()
	if err != nil {
		return err
	}
	c.Signature, err = SignText(s, b)
	return err
}

// Verify checks a capability record's format and signature.
func (c *Capability) Verify() error {
	if c.V != Version || c.Kind != KindCapability {
		return ErrWrongKind
	}
	if !common.IsHexAddress(c.Address) {
		return fieldErr("address", "not an address")
	}
	if c.TTLMS <= 0 || c.Capacity < 0 || c.IssuedAt <= 0 {
		return fieldErr("ttl_ms", "ttl, capacity and issue time must be positive")
	}
	for _, f := range []struct{ name, v string }{{"model", c.Model}, {"engine", c.Engine}, {"version", c.Version}} {
		if err := checkText(f.name, f.v, MaxLabelChars); err != nil {
			return err
		}
	}
	if len(c.Coordinators) > MaxCapabilityCoordinators {
		return fieldErr("coordinators", "more than %d", MaxCapabilityCoordinators)
	}
	for _, a := range c.Coordinators {
		if !common.IsHexAddress(a) {
			return fieldErr("coordinators", "%q is not an address", a)
		}
	}
	b, err := c.SigningBytes()
	if err != nil {
		return err
	}
	addr, err := ParseAddressTyped(c.Address)
	if err != nil {
		return fieldErr("address", "%s", err)
	}
	return VerifyText(b, c.Signature, addr)
}
