package verdict_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/verdict"
)

// The hot steps of one verdict, each measured alone. A 5-juror verdict
// costs, on the coordinator: one request signature, five receipt checks
// (recoveries) and one verdict signature; on each juror: one request check
// and one receipt signature. Run with:
//
//	go test -run '^$' -bench . -benchmem ./verdict/

func benchSigner(b *testing.B, seed string) *verdict.KeySigner {
	b.Helper()
	k, err := crypto.ToECDSA(crypto.Keccak256([]byte(seed)))
	if err != nil {
		b.Fatal(err)
	}
	return verdict.NewKeySigner(k)
}

// benchEvidence is n items of size bytes each, distinct by item.
func benchEvidence(n, size int) []verdict.Evidence {
	out := make([]verdict.Evidence, n)
	for i := range out {
		line := fmt.Sprintf("item %d: the deliverable states its figures plainly. ", i)
		out[i] = verdict.Evidence{Label: fmt.Sprintf("doc-%d", i), Text: strings.Repeat(line, size/len(line)+1)[:size]}
	}
	return out
}

// benchRequest is a realistic 5-juror request over ev, signed by coord.
func benchRequest(b *testing.B, coord *verdict.KeySigner, ev []verdict.Evidence) verdict.SignedRequest {
	b.Helper()
	var cands []verdict.Candidate
	for i := range 8 {
		s := benchSigner(b, fmt.Sprintf("juror-%d", i))
		cands = append(cands, verdict.Candidate{Address: verdict.Address(s.Address()), Model: "bench-instant-v1", Weight: verdict.MaxWeight})
	}
	sortCandidates(cands)
	id := "vrd_0123456789abcdef0123456789abcdef"
	now := time.Unix(1767225600, 0)
	req := verdict.Request{
		V: verdict.Version, Kind: verdict.KindRequest, ID: id, Coordinator: verdict.Address(coord.Address()),
		Question: "Does the delivery meet the specification?", Options: []string{"yes", "no"},
		Rubric: "Answer yes only when every requirement is met.", Evidence: ev, Context: verdict.EvidenceContext(ev),
		Candidates: cands, Panel: verdict.SelectPanel(id, cands, 5),
		Deadline: now.Add(30 * time.Second).UnixMilli(), CreatedAt: verdict.FormatTime(now),
	}
	sr, err := req.Sign(coord)
	if err != nil {
		b.Fatal(err)
	}
	return sr
}

func sortCandidates(c []verdict.Candidate) {
	for i := 1; i < len(c); i++ {
		for j := i; j > 0 && c[j-1].Address.String() > c[j].Address.String(); j-- {
			c[j-1], c[j] = c[j], c[j-1]
		}
	}
}

func benchReceipt(b *testing.B, req *verdict.Request, j *verdict.KeySigner) verdict.Receipt {
	b.Helper()
	rc := verdict.Receipt{
		V: verdict.Version, Kind: verdict.KindReceipt, RequestID: req.ID, Juror: verdict.Address(j.Address()),
		PeerID: "16Uiu2HAmBench", Model: "bench-instant-v1", Engine: "bench-instant", Context: req.Context,
		PromptFP: verdict.Fingerprint("prompt"), ResponseFP: verdict.Fingerprint("response"),
		RationaleFP: verdict.Fingerprint("ok"), Vote: "yes", Confidence: 1, LatencyMS: 0,
		CreatedAt: req.CreatedAt,
	}
	if err := rc.Sign(j); err != nil {
		b.Fatal(err)
	}
	return rc
}

func benchVerdict(b *testing.B, sr *verdict.SignedRequest) verdict.Verdict {
	b.Helper()
	req := &sr.Request
	seats := make([]verdict.JurorVote, len(req.Panel))
	for i, p := range req.Panel {
		seats[i] = verdict.JurorVote{Juror: p, Model: "bench-instant-v1", Engine: "bench-instant", Vote: "yes", Confidence: 1,
			RationaleFP: verdict.Fingerprint("ok"), ReceiptCID: verdict.CIDOf(p[:]).String()}
	}
	return verdict.Verdict{
		V: verdict.Version, Kind: verdict.KindVerdict, ID: req.ID, Coordinator: req.Coordinator,
		QuestionFP: verdict.Fingerprint(req.Question), Options: req.Options, Evidence: req.Context,
		Jurors: seats, Decision: "yes", Unanimous: true, Method: verdict.MethodMajorityV1,
		TrustModel: verdict.TrustModel, CreatedAt: req.CreatedAt,
	}
}

// BenchmarkEvidenceRoot is the evidence root over 32 items of 8 KiB (the
// largest request the limits allow is 256 KiB in all).
func BenchmarkEvidenceRoot(b *testing.B) {
	ev := benchEvidence(32, 8<<10)
	b.SetBytes(32 * 8 << 10)
	b.ReportAllocs()
	for b.Loop() {
		_ = verdict.EvidenceContext(ev)
	}
}

// BenchmarkCanonical encodes the three records a verdict signs (RFC 8785).
func BenchmarkCanonical(b *testing.B) { benchCanonical(b, verdict.Canonical) }

// benchCanonical runs one canonical encoder over a request (1 and 32 items
// of 8 KiB), a receipt and a verdict.
func benchCanonical(b *testing.B, canonical func(any) ([]byte, error)) {
	coord := benchSigner(b, "coordinator")
	run := func(name string, v any, setBytes bool) {
		b.Run(name, func(b *testing.B) {
			if setBytes {
				raw, _ := canonical(v)
				b.SetBytes(int64(len(raw)))
			}
			b.ReportAllocs()
			for b.Loop() {
				if _, err := canonical(v); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
	for _, n := range []int{1, 32} {
		sr := benchRequest(b, coord, benchEvidence(n, 8<<10))
		run(fmt.Sprintf("request/%dx8KiB", n), &sr.Request, true)
	}
	sr := benchRequest(b, coord, benchEvidence(1, 512))
	rc := benchReceipt(b, &sr.Request, benchSigner(b, "juror-0"))
	run("receipt", &rc, false)
	v := benchVerdict(b, &sr)
	run("verdict", &v, false)
}

// BenchmarkSecp256k1 is the bare curve work under every signature; it says
// which implementation go-ethereum was built with (cgo libsecp256k1 or the
// pure-Go fallback).
func BenchmarkSecp256k1(b *testing.B) {
	b.Logf("go-ethereum secp256k1: %s", secpImpl)
	s := benchSigner(b, "signer")
	digest := verdict.TextDigest([]byte("bench"))
	b.Run("sign", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := s.SignDigest(digest); err != nil {
				b.Fatal(err)
			}
		}
	})
	sig, _ := verdict.SignText(s, []byte("bench"))
	b.Run("recover", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := verdict.RecoverDigest(digest, sig); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkRequest is the coordinator signing a request and a juror
// checking it (limits, evidence root, panel draw, canonical bytes,
// signature recovery), for a small and the largest evidence.
func BenchmarkRequest(b *testing.B) {
	coord := benchSigner(b, "coordinator")
	for _, ev := range []struct {
		name string
		n    int
		size int
	}{{"1x512B", 1, 512}, {"32x8KiB", 32, 8 << 10}} {
		sr := benchRequest(b, coord, benchEvidence(ev.n, ev.size))
		b.Run("sign/"+ev.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := sr.Request.Sign(coord); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run("verify/"+ev.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if err := sr.Verify(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkReceipt is a juror signing its receipt and the coordinator
// checking it against the request (the recovery included).
func BenchmarkReceipt(b *testing.B) {
	coord := benchSigner(b, "coordinator")
	sr := benchRequest(b, coord, benchEvidence(1, 512))
	j := benchSigner(b, "juror-0")
	rc := benchReceipt(b, &sr.Request, j)
	b.Run("sign", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			c := rc
			if err := c.Sign(j); err != nil {
				b.Fatal(err)
			}
		}
	})
	// CheckAgainst fails on the panel match for a juror not drawn; use
	// Verify plus the request binding the coordinator runs.
	b.Run("verify", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if err := rc.Verify(); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkVerdict is the coordinator signing a 5-juror verdict, an
// auditor recovering its signer, and the coordinator's own check of it.
func BenchmarkVerdict(b *testing.B) {
	coord := benchSigner(b, "coordinator")
	sr := benchRequest(b, coord, benchEvidence(1, 512))
	v := benchVerdict(b, &sr)
	b.Run("sign", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := verdict.SignVerdict(v, coord); err != nil {
				b.Fatal(err)
			}
		}
	})
	sv, err := verdict.SignVerdict(v, coord)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("recover", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if err := verdict.VerifyText(sv.Bytes, sv.Signature, v.Coordinator); err != nil {
				b.Fatal(err)
			}
		}
	})
	// What the coordinator's archive checks of a verdict it signed itself.
	b.Run("verify-signed-here", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if err := sv.VerifySignature(); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkMajorityV1 decides a 5-juror panel.
func BenchmarkMajorityV1(b *testing.B) {
	options := []string{"yes", "no", "unclear"}
	votes := []string{"yes", "No", "yes", verdict.VoteAbstain, "YES"}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := verdict.MajorityV1(options, votes); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCanonicalizeJSON is the canonicalizer alone, on the marshalled
// records of BenchmarkCanonical and on evidence with escapes and non-ASCII
// text.
func BenchmarkCanonicalizeJSON(b *testing.B) {
	coord := benchSigner(b, "coordinator")
	sr := benchRequest(b, coord, benchEvidence(1, 8<<10))
	big := benchRequest(b, coord, benchEvidence(32, 8<<10))
	small := benchRequest(b, coord, benchEvidence(1, 512))
	rc := benchReceipt(b, &small.Request, benchSigner(b, "juror-0"))
	v := benchVerdict(b, &small)
	ev := benchEvidence(4, 2<<10)
	for i := range ev {
		ev[i].Text = strings.ReplaceAll(ev[i].Text, ": ", ":\n\t\"<é>\" ") // escapes, HTML escapes, non-ASCII
	}
	records := []struct {
		name string
		v    any
	}{
		{"request-1x8KiB", &sr.Request}, {"request-32x8KiB", &big.Request},
		{"receipt", &rc}, {"verdict", &v}, {"escaped-4x2KiB", ev},
	}
	for _, r := range records {
		raw, err := json.Marshal(r.v)
		if err != nil {
			b.Fatal(err)
		}
		b.Run("record="+r.name, func(b *testing.B) {
			b.SetBytes(int64(len(raw)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := verdict.CanonicalizeJSON(raw); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkUnmarshalStrict decodes a gossiped request (1 × 1 KiB of
// evidence, 8 candidates) with encoding/json and with UnmarshalStrict.
func BenchmarkUnmarshalStrict(b *testing.B) {
	sr := benchRequest(b, benchSigner(b, "coordinator"), benchEvidence(1, 1024))
	raw, err := json.Marshal(&sr)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("encoding-json", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var got verdict.SignedRequest
			if err := json.Unmarshal(raw, &got); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("strict", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var got verdict.SignedRequest
			if err := verdict.UnmarshalStrict(raw, &got); err != nil {
				b.Fatal(err)
			}
		}
	})
}
