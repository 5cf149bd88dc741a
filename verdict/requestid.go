package verdict

import (
	"crypto/sha256"
	"encoding/hex"
)

// MaxNonceChars bounds a submission's nonce, with which a requester asks the
// same question again under a new request ID.
const MaxNonceChars = 64

// requestIDDomain separates the request ID pre-image from every other hash.
const requestIDDomain = "arbitra/request-id/v1\x00"

// RequestIDInput is what a request ID derives from: the request's content
// as the verdict keeps it (fingerprints and the evidence root, never the
// texts), so that an auditor recomputes the ID from the verdict alone.
type RequestIDInput struct {
	QuestionFP string   `json:"question_fp"`
	Options    []string `json:"options"`
	RubricFP   string   `json:"rubric_fp,omitempty"`
	Evidence   Context  `json:"evidence"`
	// Panel is the number of seats asked for (the draw's size).
	Panel    int    `json:"panel"`
	MinVotes int    `json:"min_votes"`
	Deal     *Deal  `json:"deal,omitempty"`
	Nonce    string `json:"nonce,omitempty"`
}

// RequestID is the ID of a request with this content: "vrd_" and the hex
// of the first 16 bytes of sha256 over the domain and the canonical JSON of
// in. The coordinator cannot choose it, so it cannot redraw a panel by
// drawing again under another ID; the same content asks the same request.
func RequestID(in RequestIDInput) (string, error) {
	b, err := Canonical(in)
	if err != nil {
		return "", err
	}
	h := sha256.New()
	h.Write([]byte(requestIDDomain))
	h.Write(b)
	sum := h.Sum(nil)
	return "vrd_" + hex.EncodeToString(sum[:16]), nil
}

// RequestIDInputOf is the ID input of a question as it is submitted.
func RequestIDInputOf(q *Question, panel, minVotes int, deal *Deal, nonce string) RequestIDInput {
	in := RequestIDInput{
		QuestionFP: Fingerprint(q.Question), Options: q.Options, Evidence: EvidenceContext(q.Evidence),
		Panel: panel, MinVotes: minVotes, Deal: deal, Nonce: nonce,
	}
	if q.Rubric != "" {
		in.RubricFP = Fingerprint(q.Rubric)
	}
	return in
}

// RequestIDInput is the ID input the verdict records: its fingerprints,
// evidence context, deal, nonce, min_votes and the size of its draw.
func (v *Verdict) RequestIDInput() RequestIDInput {
	in := RequestIDInput{
		QuestionFP: v.QuestionFP, Options: v.Options, RubricFP: v.RubricFP, Evidence: v.Evidence,
		MinVotes: v.MinVotes, Deal: v.Deal, Nonce: v.Nonce,
	}
	if v.Draw != nil {
		in.Panel = v.Draw.Size
	}
	return in
}

// ValidateNonce checks a submission's nonce.
func ValidateNonce(nonce string) error {
	return checkText("nonce", nonce, MaxNonceChars)
}
