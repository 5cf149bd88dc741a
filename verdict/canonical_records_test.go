package verdict

import (
	"bytes"
	"errors"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// awkward are strings whose canonical form differs from encoding/json's or
// needs escapes: HTML characters, the line separators, control characters,
// invalid UTF-8, characters outside the basic plane.
var awkward = []string{
	"", "plain", `quote " and back\slash`, "<b>&amp;</b>", "line\u2028sep\u2029", "tab\tnew\nline\r\x00\x1f\x7f",
	"bad \xff\xfe utf-8 \xc3", "emoji 🧑‍⚖️ and ß", "0x00000000000000000000000000000000000000c0", strings.Repeat("long ", 300),
}

var awkwardInts = []int64{0, 1, -1, 1000, 1 << 53, 1<<53 + 1, -(1<<53 + 1), math.MaxInt64, math.MinInt64, 1_900_000_000_000}

func pick[T any](r *rand.Rand, xs []T) T { return xs[r.IntN(len(xs))] }

func randStrings(r *rand.Rand) []string {
	switch r.IntN(4) {
	case 0:
		return nil
	case 1:
		return []string{}
	}
	out := make([]string, 1+r.IntN(4))
	for i := range out {
		out[i] = pick(r, awkward)
	}
	return out
}

func randRequest(r *rand.Rand) *Request {
	req := &Request{
		V: int(pick(r, awkwardInts)), Kind: pick(r, awkward), ID: pick(r, awkward), Coordinator: pick(r, awkward),
		Question: pick(r, awkward), Options: randStrings(r), Rubric: pick(r, awkward),
		Context: Context{Count: int(pick(r, awkwardInts)), Root: pick(r, awkward)},
		Panel:   randStrings(r), Deadline: pick(r, awkwardInts), CreatedAt: pick(r, awkward),
	}
	if n := r.IntN(4); n > 0 {
		req.Evidence = make([]Evidence, n-1) // n == 1: empty, not nil
		for i := range req.Evidence {
			req.Evidence[i] = Evidence{Label: pick(r, awkward), Text: pick(r, awkward)}
		}
	}
	if n := r.IntN(4); n > 0 {
		req.Candidates = make([]Candidate, n-1)
		for i := range req.Candidates {
			req.Candidates[i] = Candidate{Address: pick(r, awkward), Model: pick(r, awkward), Weight: int(pick(r, awkwardInts))}
		}
	}
	if r.IntN(2) == 0 {
		req.Deal = &Deal{ChainID: pick(r, awkward), Escrow: pick(r, awkward), DealID: pick(r, awkward), Seller: pick(r, awkward), Category: pick(r, awkward)}
	}
	return req
}

var awkwardFloats = []float64{0, math.Copysign(0, -1), 1, 0.86, 0.1234, 1e-7, 1.5e-7, 1e21, 1e300, -2.5, 123456789012345678, 5e-324}

func randReceipt(r *rand.Rand) *Receipt {
	rc := &Receipt{
		V: int(pick(r, awkwardInts)), Kind: pick(r, awkward), RequestID: pick(r, awkward), Juror: pick(r, awkward),
		PeerID: pick(r, awkward), Model: pick(r, awkward), Engine: pick(r, awkward),
		Context:  Context{Count: int(pick(r, awkwardInts)), Root: pick(r, awkward)},
		PromptFP: pick(r, awkward), ResponseFP: pick(r, awkward), RationaleFP: pick(r, awkward), Vote: pick(r, awkward),
		Confidence: pick(r, awkwardFloats), ErrorClass: pick(r, awkward), LatencyMS: pick(r, awkwardInts),
		CreatedAt: pick(r, awkward), Signature: pick(r, awkward),
	}
	if r.IntN(2) == 0 {
		rc.Ballot = &Ballot{Approved: r.IntN(2) == 0, Signature: pick(r, awkward)}
	}
	return rc
}

// TestCanonicalRecordsMatchCanonical: the request's and the receipt's own
// writers give exactly Canonical's bytes.
func TestCanonicalRecordsMatchCanonical(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := range 3000 {
		req := randRequest(r)
		want, err := Canonical(req)
		if err != nil {
			t.Fatal(err)
		}
		if got := appendRequest(nil, req); !bytes.Equal(got, want) {
			t.Fatalf("request %d:\n got %s\nwant %s", i, got, want)
		}
		rc := randReceipt(r)
		for _, signed := range []bool{true, false} {
			c := *rc
			if !signed {
				c.Signature = ""
			}
			want, err := Canonical(&c)
			if err != nil {
				t.Fatal(err)
			}
			got, err := appendReceipt(nil, rc, signed)
			if err != nil || !bytes.Equal(got, want) {
				t.Fatalf("receipt %d (signature %v): %v\n got %s\nwant %s", i, signed, err, got, want)
			}
		}
	}
	for _, f := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		rc := Receipt{Confidence: f}
		if _, err := Canonical(&rc); !errors.Is(err, ErrNotCanonical) {
			t.Fatalf("Canonical accepted confidence %v: %v", f, err)
		}
		if _, err := appendReceipt(nil, &rc, true); !errors.Is(err, ErrNotCanonical) {
			t.Fatalf("appendReceipt accepted confidence %v: %v", f, err)
		}
	}
}

// The capacities the writers start from hold a realistic request and
// receipt whole, so that encoding one allocates once: a receipt is encoded
// three times on its way (signed by its juror, checked and stored by the
// coordinator), a request by the coordinator and each juror.
func TestCanonicalSizeEstimates(t *testing.T) {
	addr := func(i int) string { return "0x" + strings.Repeat(string(rune('a'+i)), 40) }
	fp := "0x" + strings.Repeat("7", 64)
	ev := []Evidence{{Label: "contract", Text: strings.Repeat("spec ", 200)}, {Label: "delivery", Text: strings.Repeat("done ", 200)}}
	req := &Request{
		V: Version, Kind: KindRequest, ID: "vrd_0123456789abcdef0123456789abcdef", Coordinator: addr(0),
		Question: "Does the delivery meet the specification?", Options: []string{"yes", "no"},
		Rubric: "Answer yes only when every requirement is met.", Evidence: ev, Context: EvidenceContext(ev),
		Deadline: 1767225630000, CreatedAt: "2026-01-01T00:00:00.000Z",
		Deal: &Deal{ChainID: "31337", Escrow: addr(1), DealID: fp, Seller: addr(2), Category: "design"},
	}
	for i := range 8 {
		req.Candidates = append(req.Candidates, Candidate{Address: addr(i + 3), Model: "bench-instant-v1", Weight: MaxWeight})
	}
	for i := range 5 {
		req.Panel = append(req.Panel, addr(i+3))
	}
	if got, est := len(appendRequest(nil, req)), requestSize(req); got > est {
		t.Errorf("request: %d bytes, estimated %d", got, est)
	}
	rc := &Receipt{
		V: Version, Kind: KindReceipt, RequestID: req.ID, Juror: addr(3),
		PeerID: "16Uiu2HAmPLe7Mzm8TsYUubgCAW1aJoeFScxrLj8ppHFivPo97bUZ", Model: "bench-instant-v1", Engine: "bench-instant",
		Context: req.Context, PromptFP: fp, ResponseFP: fp, RationaleFP: fp, Vote: "yes", Confidence: 0.86,
		LatencyMS: 1234, CreatedAt: "2026-01-01T00:00:01.234Z", Signature: "0x" + strings.Repeat("5", 130),
	}
	for _, ballot := range []bool{false, true} {
		if ballot {
			rc.Ballot = &Ballot{Approved: true, Signature: rc.Signature}
		}
		for _, signed := range []bool{false, true} {
			b, err := appendReceipt(nil, rc, signed)
			if err != nil {
				t.Fatal(err)
			}
			if est := receiptSize(rc); len(b) > est {
				t.Errorf("receipt (ballot %v, signature %v): %d bytes, estimated %d", ballot, signed, len(b), est)
			}
		}
	}
}
