package coordinator

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"errors"
)

// A requester token proves that a caller is the one who submitted a
// request: the coordinator draws one for each submission, answers it once
// in the submission's answer, and keeps only its SHA-256 with the record
// (Record.RequesterHash). Publishing, unpublishing and reading the
// rationales an unpublished verdict shows once all require it.

// RequesterTokenBytes is the length of a requester token before encoding;
// on the wire it is unpadded base64url (43 characters).
const RequesterTokenBytes = 32

// ErrForbidden is returned when a caller does not present the token of
// the verdict's requester.
var ErrForbidden = errors.New("coordinator: only the requester may do this (Authorization: Bearer <requester_token>)")

// newRequesterToken draws a token and returns it with the hex SHA-256 of
// its bytes, which is all the store keeps.
func newRequesterToken() (token, hash string) {
	var b [RequesterTokenBytes]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err) // crypto/rand does not fail on the platforms Go supports
	}
	sum := sha256.Sum256(b[:])
	return base64.RawURLEncoding.EncodeToString(b[:]), hex.EncodeToString(sum[:])
}

// requesterTokenOf is the token a submission is answered with: none for a
// deal, whose rights go to its parties alone (party.go).
func requesterTokenOf(sub *Submission) (token, hash string) {
	if sub.Deal != nil {
		return "", ""
	}
	return newRequesterToken()
}

// RequesterToken is the token of the submission that returned rec; it is
// empty on every record read back from the store.
func (rec *Record) RequesterToken() string { return rec.requesterToken }

// IsRequester reports whether token is the requester token of rec. The
// hashes are compared in constant time; a record without a hash (made
// before tokens were issued) has no requester anyone can prove to be.
func (rec *Record) IsRequester(token string) bool { return rec.Holder(token) != "" }

// matchToken reports whether token hashes to hashHex.
func matchToken(token, hashHex string) bool {
	want, err := hex.DecodeString(hashHex)
	if err != nil || len(want) != sha256.Size {
		return false
	}
	b, err := base64.RawURLEncoding.DecodeString(token)
	if err != nil || len(b) != RequesterTokenBytes {
		return false
	}
	got := sha256.Sum256(b)
	return subtle.ConstantTimeCompare(got[:], want) == 1
}

// authorize returns the record of id when token is its requester's. Any
// other caller gets ErrForbidden, whether or not the verdict exists, so
// that the answer does not tell a stranger which IDs are in use.
func (s *Service) authorize(id, token string) (*Record, error) {
	rec, err := s.Get(id)
	if errors.Is(err, ErrNotFound) {
		return nil, ErrForbidden
	}
	if err != nil {
		return nil, err
	}
	if rec.Holder(token) == "" {
		return nil, ErrForbidden
	}
	return rec, nil
}
