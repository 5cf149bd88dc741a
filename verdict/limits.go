package verdict

import (
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/ipfs/go-cid"
)

// Limits on a verdict request. They are part of the protocol: a juror drops
// a gossiped request that exceeds any of them.
const (
	MaxQuestionChars  = 4000
	MaxRubricChars    = 2000
	MinOptions        = 2
	MaxOptions        = 8
	MaxOptionChars    = 200
	MinEvidence       = 1
	MaxEvidence       = 32
	MaxEvidenceBytes  = 32 << 10
	MaxEvidenceTotal  = 256 << 10
	MaxLabelChars     = 200
	MinPanel          = 1
	MaxPanel          = 7
	DefaultPanel      = 3
	MaxRationaleChars = 600
	MaxCandidates     = 1024
	// MaxRequestBytes bounds a gossiped, signed request message.
	MaxRequestBytes = 512 << 10
	// MaxReceiptBytes bounds a receipt message on a stream.
	MaxReceiptBytes = 16 << 10
	// MaxCapabilityBytes bounds a presence record.
	MaxCapabilityBytes = 4 << 10
	// MaxCapabilityCoordinators bounds the coordinators a presence record
	// names (64 addresses fit within MaxCapabilityBytes).
	MaxCapabilityCoordinators = 64
	// MinDealTimeout is the shortest time a deal's seats are given: a
	// deal's attempts are few (the coordinator's MaxDealAttempts), so no
	// caller may spend them with a deadline no model could meet.
	MinDealTimeout = 10 * time.Second
)

// ErrInvalid is wrapped by every FieldError.
var ErrInvalid = errors.New("invalid")

// FieldError names the offending field of a request, in JSON path form
// ("evidence[3].text"), so that an API can answer 400 with it.
type FieldError struct {
	Field string
	Msg   string
}

func (e *FieldError) Error() string { return e.Field + ": " + e.Msg }

// Unwrap lets errors.Is(err, ErrInvalid) match.
func (e *FieldError) Unwrap() error { return ErrInvalid }

func fieldErr(field, format string, args ...any) *FieldError {
	return &FieldError{Field: field, Msg: fmt.Sprintf(format, args...)}
}

// Question is the content of a verdict request as an agent submits it.
type Question struct {
	Question string     `json:"question"`
	Options  []string   `json:"options"`
	Rubric   string     `json:"rubric,omitempty"`
	Evidence []Evidence `json:"evidence"`
}

// Validate enforces the protocol limits on the content of a request.
func (q *Question) Validate() error {
	if strings.TrimSpace(q.Question) == "" {
		return fieldErr("question", "is required")
	}
	if err := checkText("question", q.Question, MaxQuestionChars); err != nil {
		return err
	}
	if err := checkText("rubric", q.Rubric, MaxRubricChars); err != nil {
		return err
	}
	if n := len(q.Options); n < MinOptions || n > MaxOptions {
		return fieldErr("options", "needs %d to %d options, got %d", MinOptions, MaxOptions, n)
	}
	seen := make(map[string]bool, len(q.Options))
	for i, o := range q.Options {
		f := fmt.Sprintf("options[%d]", i)
		if strings.TrimSpace(o) == "" || strings.TrimSpace(o) != o {
			return fieldErr(f, "must be non-empty without surrounding spaces")
		}
		if err := checkText(f, o, MaxOptionChars); err != nil {
			return err
		}
		k := strings.ToLower(o)
		if k == VoteAbstain || k == strings.ToLower(DecisionUndecided) {
			return fieldErr(f, "%q is reserved", o)
		}
		if seen[k] {
			return fieldErr(f, "duplicate option %q (options compare case-insensitively)", o)
		}
		seen[k] = true
	}
	if n := len(q.Evidence); n < MinEvidence || n > MaxEvidence {
		return fieldErr("evidence", "needs %d to %d items, got %d", MinEvidence, MaxEvidence, n)
	}
	total := 0
	for i, e := range q.Evidence {
		if strings.TrimSpace(e.Label) == "" {
			return fieldErr(fmt.Sprintf("evidence[%d].label", i), "is required")
		}
		if err := checkText(fmt.Sprintf("evidence[%d].label", i), e.Label, MaxLabelChars); err != nil {
			return err
		}
		f := fmt.Sprintf("evidence[%d].text", i)
		if e.Text == "" {
			return fieldErr(f, "is required")
		}
		if !utf8.ValidString(e.Text) {
			return fieldErr(f, "is not valid UTF-8")
		}
		if len(e.Text) > MaxEvidenceBytes {
			return fieldErr(f, "is %d bytes, the limit is %d", len(e.Text), MaxEvidenceBytes)
		}
		total += len(e.Text)
	}
	if total > MaxEvidenceTotal {
		return fieldErr("evidence", "totals %d bytes, the limit is %d", total, MaxEvidenceTotal)
	}
	return nil
}

func checkText(field, s string, maxChars int) error {
	if !utf8.ValidString(s) {
		return fieldErr(field, "is not valid UTF-8")
	}
	if n := utf8.RuneCountInString(s); n > maxChars {
		return fieldErr(field, "is %d characters, the limit is %d", n, maxChars)
	}
	return nil
}

// Validate checks a deal reference's syntax.
func (d *Deal) Validate() error {
	if d == nil {
		return nil
	}
	if _, err := DealBallotDigest(d, strings.Repeat("0", 64), true); err != nil {
		return err
	}
	if d.DealID.IsZero() {
		return fieldErr("deal.deal_id", "must not be zero")
	}
	if err := checkText("deal.category", d.Category, MaxLabelChars); err != nil {
		return err
	}
	if d.Round > MaxRounds-1 {
		return fieldErr("deal.round", "is %d, a deal has rounds 0 to %d", d.Round, MaxRounds-1)
	}
	if d.Round == 0 {
		if d.Previous != "" {
			return fieldErr("deal.previous", "a deal's first round has no previous record")
		}
		return nil
	}
	if d.Previous == "" {
		return fieldErr("deal.previous", "round %d must name round %d's record", d.Round, d.Round-1)
	}
	if _, err := ParseRecordCID(d.Previous); err != nil {
		return fieldErr("deal.previous", "%s", err)
	}
	return nil
}

// ParseRecordCID parses the CID of a verdict record: a dag-json sha2-256
// CIDv1 in its canonical text, so that one record has one spelling.
func ParseRecordCID(s string) (cid.Cid, error) {
	c, err := cid.Decode(s)
	if err != nil || c.String() != s {
		return cid.Undef, fmt.Errorf("%q is not a CID in its canonical form", s)
	}
	if _, err := HashFromCID(c); err != nil {
		return cid.Undef, err
	}
	return c, nil
}

// IsDealOptions reports whether options are exactly the deal options.
func IsDealOptions(options []string) bool {
	return len(options) == 2 && options[0] == OptionPass && options[1] == OptionFail
}
