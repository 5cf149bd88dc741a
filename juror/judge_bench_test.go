package juror

import (
	"context"
	"strings"
	"testing"

	"github.com/arbitra-network/arbitra/verdict"
)

// benchRequest is shaped like the requests of arbitra bench: no rubric,
// one evidence item of 1 KiB.
func benchRequest() *verdict.Request {
	return request("Did the seller deliver what was asked? bench-seq=12345", []string{"yes", "no"}, "",
		verdict.Evidence{Label: "delivery", Text: strings.Repeat("The parcel was delivered on time. ", 31)})
}

const instantReply = `{"vote":"yes","confidence":1,"rationale":"ok"}`

// BenchmarkDecide is one juror's work on a request between validation and
// delivery, with an engine that answers at once: the prompt and its
// fingerprint, the vote parse and the receipt's signature.
func BenchmarkDecide(b *testing.B) {
	j := &Judge{Engine: &scripted{reply: instantReply}, Signer: newSigner(b), PeerID: "12D3KooWJuror"}
	req := benchRequest()
	b.ReportAllocs()
	for b.Loop() {
		j.Engine.(*scripted).got = nil
		if rc, _ := j.Decide(context.Background(), req); rc.Vote != "yes" {
			b.Fatalf("vote %q", rc.Vote)
		}
	}
}

func BenchmarkBuildPrompt(b *testing.B) {
	for name, req := range map[string]*verdict.Request{"bench": benchRequest(), "rubric": customsRequest()} {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				BuildPrompt(req)
			}
		})
	}
}

func BenchmarkPromptFingerprint(b *testing.B) {
	for name, req := range map[string]*verdict.Request{"bench": benchRequest(), "rubric": customsRequest()} {
		p := BuildPrompt(req)
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				p.Fingerprint()
			}
		})
	}
}

func BenchmarkParseVote(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if v, err := ParseVote([]string{"yes", "no"}, instantReply); err != nil || v.Option != "yes" {
			b.Fatal(v, err)
		}
	}
}
