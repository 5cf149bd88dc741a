package verdict

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"

	"github.com/ipfs/go-cid"
	"github.com/multiformats/go-multihash"
)

// ErrBadCID is returned for a CID that is not a CIDv1 dag-json sha2-256 CID.
var ErrBadCID = errors.New("verdict: not a dag-json sha2-256 CIDv1")

// Fingerprint is the lower-case hex sha256 of a text's UTF-8 bytes.
func Fingerprint(text string) string {
	sum := sha256.Sum256([]byte(text))
	return hex.EncodeToString(sum[:])
}

// EvidenceRoot is sha256 over the concatenated lower-case hex sha256 of each
// evidence text, in order; it is sensitive to both order and content.
func EvidenceRoot(texts []string) string {
	h := sha256.New()
	var buf [64]byte
	for _, t := range texts {
		sum := sha256.Sum256([]byte(t))
		hex.Encode(buf[:], sum[:])
		h.Write(buf[:])
	}
	return hex.EncodeToString(h.Sum(nil))
}

// EvidenceContext returns the context {count, root} for a list of evidence.
func EvidenceContext(ev []Evidence) Context {
	texts := make([]string, len(ev))
	for i, e := range ev {
		texts[i] = e.Text
	}
	return Context{Count: len(ev), Root: EvidenceRoot(texts)}
}

// Hash is the sha256 of a block's bytes; for a verdict this is the verdict
// hash that settlement records on chain.
func Hash(b []byte) [32]byte { return sha256.Sum256(b) }

// CIDForHash builds the CIDv1 (dag-json codec, sha2-256) whose digest is h.
func CIDForHash(h [32]byte) cid.Cid {
	mh, err := multihash.Encode(h[:], multihash.SHA2_256)
	if err != nil {
		panic(err) // unreachable: the digest length matches sha2-256
	}
	return cid.NewCidV1(cid.DagJSON, mh)
}

// CIDOf is the CID of a dag-json block with these bytes.
func CIDOf(block []byte) cid.Cid { return CIDForHash(Hash(block)) }

// HashFromCID extracts the sha2-256 digest of a dag-json CIDv1.
func HashFromCID(c cid.Cid) ([32]byte, error) {
	var out [32]byte
	if c.Version() != 1 || c.Type() != cid.DagJSON {
		return out, ErrBadCID
	}
	dec, err := multihash.Decode(c.Hash())
	if err != nil || dec.Code != multihash.SHA2_256 || len(dec.Digest) != 32 {
		return out, ErrBadCID
	}
	copy(out[:], dec.Digest)
	return out, nil
}

// ParseHash32 parses 64 hex characters, with or without a 0x prefix.
func ParseHash32(s string) ([32]byte, error) {
	var out [32]byte
	if len(s) >= 2 && (s[:2] == "0x" || s[:2] == "0X") {
		s = s[2:]
	}
	if len(s) != 64 {
		return out, fmt.Errorf("want 32 bytes of hex, got %d characters", len(s))
	}
	if _, err := hex.Decode(out[:], []byte(s)); err != nil {
		return out, fmt.Errorf("bad hex: %w", err)
	}
	return out, nil
}
