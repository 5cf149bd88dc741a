package juror

import (
	"context"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/verdict"
)

// newSigner returns a fresh juror key.
func newSigner(t testing.TB) *verdict.KeySigner {
	t.Helper()
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return verdict.NewKeySigner(key)
}

// request builds a request as a coordinator would gossip it; only the
// fields a juror reads matter here.
func request(question string, options []string, rubric string, ev ...verdict.Evidence) *verdict.Request {
	return &verdict.Request{
		V:           verdict.Version,
		Kind:        verdict.KindRequest,
		ID:          "vrd_0123456789abcdef0123456789abcdef",
		Coordinator: verdict.MustAddress("0x00000000000000000000000000000000000000c0"),
		Question:    question,
		Options:     options,
		Rubric:      rubric,
		Evidence:    ev,
		Context:     verdict.EvidenceContext(ev),
		Deadline:    1_900_000_000_000,
		CreatedAt:   "2026-09-06T10:12:04Z",
	}
}

func dealRequest(ev ...verdict.Evidence) *verdict.Request {
	r := request("Does the deliverable meet every acceptance criterion?",
		[]string{verdict.OptionPass, verdict.OptionFail}, "", ev...)
	r.Deal = &verdict.Deal{
		ChainID: verdict.NewChainID(31337),
		Escrow:  verdict.MustAddress("0x5fbdb2315678afecb367f032d93f642f64180aa3"),
		DealID:  verdict.DealID{31: 0xa1},
	}
	return r
}

// scripted is a test engine that returns a fixed reply or error and records
// what it was asked.
type scripted struct {
	reply string
	err   error
	// block makes Complete wait for its context and return its error.
	block bool

	mu  sync.Mutex
	got []ChatRequest
}

func (s *scripted) Name() string  { return "scripted" }
func (s *scripted) Model() string { return "scripted-1" }

func (s *scripted) Complete(ctx context.Context, req ChatRequest) (ChatResponse, error) {
	s.mu.Lock()
	s.got = append(s.got, req)
	s.mu.Unlock()
	if s.block {
		<-ctx.Done()
		return ChatResponse{}, ctx.Err()
	}
	return ChatResponse{Content: s.reply, Model: "scripted-1-served"}, s.err
}

func (s *scripted) requests() []ChatRequest {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]ChatRequest(nil), s.got...)
}
