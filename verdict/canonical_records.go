package verdict

import (
	"fmt"
	"math"
	"strconv"
)

// The request and the receipt are put into canonical form on every
// verdict's path: the coordinator signs the request and every panel juror
// verifies it, every juror signs its receipt and the coordinator verifies
// it and keeps its block. Their shapes are fixed, so they are written here
// member by member, in RFC 8785's key order, instead of being marshalled
// by reflection and then canonicalized. The bytes are Canonical's, byte for
// byte: TestCanonicalRecordsMatchCanonical compares the two on generated
// records, awkward strings and numbers included.

// object writes one JSON object's members; keys are ASCII and need no
// escaping.
type object struct {
	b []byte
	n int
}

func (o *object) key(k string) {
	if o.n > 0 {
		o.b = append(o.b, ',')
	}
	o.n++
	o.b = append(o.b, '"')
	o.b = append(o.b, k...)
	o.b = append(o.b, '"', ':')
}

func (o *object) str(k, v string) {
	o.key(k)
	o.b = AppendCanonicalString(o.b, v)
}

// optStr writes a string member that encoding/json would omit when empty
// (omitempty).
func (o *object) optStr(k, v string) {
	if v != "" {
		o.str(k, v)
	}
}

func (o *object) int(k string, v int64) {
	o.key(k)
	o.b = appendInt(o.b, v)
}

// appendInt writes an integer as Canonical does: as the number it parses
// to, so that one past 2^53 is written as the nearest float64.
func appendInt(b []byte, v int64) []byte {
	if -1<<53 <= v && v <= 1<<53 {
		return strconv.AppendInt(b, v, 10)
	}
	return appendFloat(b, float64(v))
}

// appendList writes xs as a JSON array, null when xs is nil, each item
// written by item.
func appendList[T any](b []byte, xs []T, item func([]byte, T) []byte) []byte {
	if xs == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, x := range xs {
		if i > 0 {
			b = append(b, ',')
		}
		b = item(b, x)
	}
	return append(b, ']')
}

// appendObject writes one object whose members members writes.
func appendObject(b []byte, members func(o *object)) []byte {
	o := object{b: append(b, '{')}
	members(&o)
	return append(o.b, '}')
}

func appendContext(b []byte, c Context) []byte {
	return appendObject(b, func(o *object) {
		o.int("count", int64(c.Count))
		o.str("root", c.Root)
	})
}

// appendRequest appends Canonical(r).
func appendRequest(b []byte, r *Request) []byte {
	o := object{b: append(b, '{')}
	o.key("candidates")
	o.b = appendList(o.b, r.Candidates, func(b []byte, c Candidate) []byte {
		return appendObject(b, func(o *object) {
			o.str("address", c.Address)
			o.str("model", c.Model)
			o.int("weight", int64(c.Weight))
		})
	})
	o.key("context")
	o.b = appendContext(o.b, r.Context)
	o.str("coordinator", r.Coordinator)
	o.str("created_at", r.CreatedAt)
	o.int("deadline_ms", r.Deadline)
	if d := r.Deal; d != nil {
		o.key("deal")
		o.b = appendObject(o.b, func(o *object) {
			o.optStr("category", d.Category)
			o.str("chain_id", d.ChainID)
			o.str("deal_id", d.DealID)
			o.str("escrow", d.Escrow)
			o.optStr("seller", d.Seller)
		})
	}
	o.key("evidence")
	o.b = appendList(o.b, r.Evidence, func(b []byte, e Evidence) []byte {
		return appendObject(b, func(o *object) {
			o.str("label", e.Label)
			o.str("text", e.Text)
		})
	})
	o.str("id", r.ID)
	o.str("kind", r.Kind)
	o.key("options")
	o.b = appendList(o.b, r.Options, AppendCanonicalString)
	o.key("panel")
	o.b = appendList(o.b, r.Panel, AppendCanonicalString)
	o.str("question", r.Question)
	o.optStr("rubric", r.Rubric)
	o.int("v", int64(r.V))
	return append(o.b, '}')
}

// requestSize is a capacity that holds r's canonical form unless its
// strings need many escapes.
func requestSize(r *Request) int {
	n := 256 + len(r.Question) + len(r.Rubric) + 24*len(r.Options) + 48*len(r.Panel) + 96*len(r.Candidates)
	for _, o := range r.Options {
		n += len(o)
	}
	for _, e := range r.Evidence {
		n += 32 + len(e.Label) + len(e.Text)
	}
	for _, c := range r.Candidates {
		n += len(c.Model)
	}
	return n + n/16
}

// appendReceipt appends Canonical(rc), or Canonical of rc without its
// signature. Like encoding/json, it refuses a confidence that is not a
// finite number.
func appendReceipt(b []byte, rc *Receipt, withSignature bool) ([]byte, error) {
	if math.IsNaN(rc.Confidence) || math.IsInf(rc.Confidence, 0) {
		return nil, fmt.Errorf("%w: confidence %v is not a finite number", ErrNotCanonical, rc.Confidence)
	}
	o := object{b: append(b, '{')}
	if rc.Ballot != nil {
		o.key("ballot")
		o.b = appendObject(o.b, func(o *object) {
			o.key("approved")
			o.b = strconv.AppendBool(o.b, rc.Ballot.Approved)
			o.str("signature", rc.Ballot.Signature)
		})
	}
	o.key("confidence")
	o.b = appendFloat(o.b, rc.Confidence)
	o.key("context")
	o.b = appendContext(o.b, rc.Context)
	o.str("created_at", rc.CreatedAt)
	o.str("engine", rc.Engine)
	o.optStr("error_class", rc.ErrorClass)
	o.str("juror", rc.Juror)
	o.str("kind", rc.Kind)
	o.int("latency_ms", rc.LatencyMS)
	o.str("model", rc.Model)
	o.str("peer_id", rc.PeerID)
	o.str("prompt_fp", rc.PromptFP)
	o.optStr("rationale_fp", rc.RationaleFP)
	o.str("request_id", rc.RequestID)
	o.str("response_fp", rc.ResponseFP)
	if withSignature && rc.Signature != "" {
		o.str("signature", rc.Signature)
	}
	o.int("v", int64(rc.V))
	o.str("vote", rc.Vote)
	return append(o.b, '}'), nil
}

// receiptSize is a capacity that holds rc's canonical form, signed or not,
// unless its strings need many escapes: about 600 bytes of keys and
// fixed-length values, 150 for the signature, 190 for a ballot, and the
// strings whose length varies.
func receiptSize(rc *Receipt) int {
	n := 768 + len(rc.PeerID) + len(rc.Model) + len(rc.Engine) + len(rc.Vote) + len(rc.ErrorClass)
	if rc.Ballot != nil {
		n += 192
	}
	return n
}
