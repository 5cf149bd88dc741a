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

func appendStrings(b []byte, ss []string) []byte {
	if ss == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, s := range ss {
		if i > 0 {
			b = append(b, ',')
		}
		b = AppendCanonicalString(b, s)
	}
	return append(b, ']')
}

func appendContext(b []byte, c Context) []byte {
	o := object{b: append(b, '{')}
	o.int("count", int64(c.Count))
	o.str("root", c.Root)
	return append(o.b, '}')
}

// appendRequest appends Canonical(r).
func appendRequest(b []byte, r *Request) []byte {
	o := object{b: append(b, '{')}
	o.key("candidates")
	if r.Candidates == nil {
		o.b = append(o.b, "null"...)
	} else {
		o.b = append(o.b, '[')
		for i, c := range r.Candidates {
			if i > 0 {
				o.b = append(o.b, ',')
			}
			co := object{b: append(o.b, '{')}
			co.str("address", c.Address)
			co.str("model", c.Model)
			co.int("weight", int64(c.Weight))
			o.b = append(co.b, '}')
		}
		o.b = append(o.b, ']')
	}
	o.key("context")
	o.b = appendContext(o.b, r.Context)
	o.str("coordinator", r.Coordinator)
	o.str("created_at", r.CreatedAt)
	o.int("deadline_ms", r.Deadline)
	if d := r.Deal; d != nil {
		o.key("deal")
		do := object{b: append(o.b, '{')}
		if d.Category != "" {
			do.str("category", d.Category)
		}
		do.str("chain_id", d.ChainID)
		do.str("deal_id", d.DealID)
		do.str("escrow", d.Escrow)
		if d.Seller != "" {
			do.str("seller", d.Seller)
		}
		o.b = append(do.b, '}')
	}
	o.key("evidence")
	if r.Evidence == nil {
		o.b = append(o.b, "null"...)
	} else {
		o.b = append(o.b, '[')
		for i, e := range r.Evidence {
			if i > 0 {
				o.b = append(o.b, ',')
			}
			eo := object{b: append(o.b, '{')}
			eo.str("label", e.Label)
			eo.str("text", e.Text)
			o.b = append(eo.b, '}')
		}
		o.b = append(o.b, ']')
	}
	o.str("id", r.ID)
	o.str("kind", r.Kind)
	o.key("options")
	o.b = appendStrings(o.b, r.Options)
	o.key("panel")
	o.b = appendStrings(o.b, r.Panel)
	o.str("question", r.Question)
	if r.Rubric != "" {
		o.str("rubric", r.Rubric)
	}
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
		bo := object{b: append(o.b, '{')}
		bo.key("approved")
		bo.b = strconv.AppendBool(bo.b, rc.Ballot.Approved)
		bo.str("signature", rc.Ballot.Signature)
		o.b = append(bo.b, '}')
	}
	o.key("confidence")
	o.b = appendFloat(o.b, rc.Confidence)
	o.key("context")
	o.b = appendContext(o.b, rc.Context)
	o.str("created_at", rc.CreatedAt)
	o.str("engine", rc.Engine)
	if rc.ErrorClass != "" {
		o.str("error_class", rc.ErrorClass)
	}
	o.str("juror", rc.Juror)
	o.str("kind", rc.Kind)
	o.int("latency_ms", rc.LatencyMS)
	o.str("model", rc.Model)
	o.str("peer_id", rc.PeerID)
	o.str("prompt_fp", rc.PromptFP)
	if rc.RationaleFP != "" {
		o.str("rationale_fp", rc.RationaleFP)
	}
	o.str("request_id", rc.RequestID)
	o.str("response_fp", rc.ResponseFP)
	if withSignature && rc.Signature != "" {
		o.str("signature", rc.Signature)
	}
	o.int("v", int64(rc.V))
	o.str("vote", rc.Vote)
	return append(o.b, '}'), nil
}

// receiptSize is a capacity that holds rc's canonical form unless its
// strings need many escapes.
func receiptSize(rc *Receipt) int {
	n := 512 + len(rc.PeerID) + len(rc.Model) + len(rc.Engine) + len(rc.Vote) + len(rc.ErrorClass)
	if rc.Ballot != nil {
		n += 176
	}
	return n
}
