package node

import (
	"net/http"
	"testing"

	"github.com/arbitra-network/arbitra/api"

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/verdict"
)

// A request that failed because no seat voted (every model rate-limited)
// does not stand for its content forever: the same submission sent again
// is a new attempt, under the nonce attempt-2 (after the client's own
// nonce, if any), which is judged and minted; once a verdict is decided,
// the same submission answers it and starts nothing.
func TestFailedRequestIsAttemptedAgain(t *testing.T) {
	tn := startNet(t, 2)
	for _, nonce := range []string{"", "mine"} {
		q := "Is retry " + nonce + "- judged?"
		tn.mu.Lock()
		tn.script[q] = []string{"429", "429"}
		tn.mu.Unlock()
		sub := api.SubmitBody{
			Question: verdict.Question{Question: q, Options: []string{"yes", "no"}, Evidence: []verdict.Evidence{{Label: "doc", Text: "e"}}},
			Panel:    2, Nonce: nonce,
		}
		status, failed := postJSON(t, tn.coord.URL()+"/v1/verdicts", sub)
		if status != http.StatusBadGateway || failed.Status != coordinator.StatusFailed || failed.Failure == nil ||
			failed.Failure.Code != coordinator.FailAllAbstain {
			t.Fatalf("nonce %q: every seat rate-limited: %d %+v", nonce, status, failed)
		}
		tn.mu.Lock()
		tn.script[q] = []string{`{"vote":"yes"}`, `{"vote":"yes"}`}
		tn.mu.Unlock()
		status, again := postJSON(t, tn.coord.URL()+"/v1/verdicts", sub)
		if status != http.StatusOK || again.Status != coordinator.StatusMinted || again.ID == failed.ID || again.RequesterToken == "" {
			t.Fatalf("nonce %q: sent again after the failure: %d %+v %+v", nonce, status, again, again.Failure)
		}
		want := "attempt-2"
		if nonce != "" {
			want = nonce + "/attempt-2"
		}
		if id, err := verdict.RequestID(verdict.RequestIDInputOf(&sub.Question, 2, 0, nil, want)); err != nil || again.ID != id {
			t.Fatalf("the second attempt is %s, want %s, the ID under nonce %q (%v)", again.ID, id, want, err)
		}
		status, third := postJSON(t, tn.coord.URL()+"/v1/verdicts", sub)
		if status != http.StatusOK || third.ID != again.ID || third.RequesterToken != "" {
			t.Fatalf("nonce %q: sent once more after the verdict: %d %+v, want attempt-2's verdict %s", nonce, status, third, again.ID)
		}
	}
}

// A content whose every attempt fails is attempted MaxDealAttempts times;
// the last failure then stands, and a nonce asks again.
func TestFailedRequestAttemptsAreBounded(t *testing.T) {
	tn := startNet(t, 2)
	q := "Is this ever judged?"
	tn.mu.Lock()
	tn.script[q] = []string{"429", "429"}
	tn.mu.Unlock()
	sub := api.SubmitBody{
		Question: verdict.Question{Question: q, Options: []string{"yes", "no"}, Evidence: []verdict.Evidence{{Label: "doc", Text: "e"}}},
		Panel:    2,
	}
	seen := map[string]bool{}
	var last api.View
	for range coordinator.MaxDealAttempts + 2 {
		status, v := postJSON(t, tn.coord.URL()+"/v1/verdicts", sub)
		if status != http.StatusBadGateway || v.Status != coordinator.StatusFailed {
			t.Fatalf("%d %+v, want the failure", status, v)
		}
		seen[v.ID], last = true, v
	}
	if len(seen) != coordinator.MaxDealAttempts || last.RequesterToken != "" {
		t.Fatalf("%d distinct attempts (the last answered with a token: %t), want %d", len(seen), last.RequesterToken != "", coordinator.MaxDealAttempts)
	}
}
