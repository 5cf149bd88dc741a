package node

import (
	"errors"
	"net/http"
	"testing"

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// unanimityTestV1 is a second decision rule, defined in this file only:
// the option every voter chose, or undecided.
type unanimityTestV1 struct{}

const unanimityTest = "unanimity-test-v1"

func (unanimityTestV1) Name() string { return unanimityTest }

func (unanimityTestV1) Decide(options []string, seats []verdict.JurorVote, _ int) (verdict.Outcome, error) {
	out := verdict.Outcome{Counts: map[string]int{}}
	for _, s := range seats {
		if opt, ok := verdict.MatchOption(options, s.Vote); ok {
			out.Counts[opt]++
			out.Voted++
		}
	}
	if out.Voted == 0 {
		return out, verdict.ErrNoVotes
	}
	out.Decision, out.Dissent = verdict.DecisionUndecided, out.Voted
	for opt, n := range out.Counts {
		if n == out.Voted {
			out.Decision, out.Unanimous, out.Dissent = opt, true, 0
		}
	}
	return out, nil
}

// A method registered by a test is what a coordinator configured with its
// name mints with, and what the audit of that verdict recomputes: a split
// panel that majority-v1 would decide is undecided under unanimity.
func TestCoordinatorMintsWithTheConfiguredMethod(t *testing.T) {
	if err := verdict.RegisterMethod(unanimityTestV1{}); err != nil {
		t.Fatal(err)
	}
	coord := startNode(t, Config{
		DataDir: t.TempDir(), Key: identity.Derive(t.Name() + "/coordinator"), ListenAddrs: p2p.LoopbackListenAddrs[:1],
		Coordinator: &CoordinatorConfig{HTTPAddr: "127.0.0.1:0", Method: unanimityTest},
	})
	tn := startNetOn(t, coord, 3)
	status, v := tn.submit(t, "q-unanimity", []string{"yes", "no", "yes"}, 10000)
	if status != http.StatusOK || v.Status != coordinator.StatusMinted {
		t.Fatalf("status %d %s: %+v", status, v.Status, v.Failure)
	}
	if v.Decision != verdict.DecisionUndecided || v.Dissent != 3 {
		t.Fatalf("decided %s with dissent %d, want undecided with 3 (votes %v)", v.Decision, v.Dissent, votesOf(v))
	}
	rep := auditView(t, tn, v)
	if rep.Verdict.Method != unanimityTest {
		t.Fatalf("the verdict names method %q", rep.Verdict.Method)
	}
	found := false
	for _, c := range rep.Checks {
		found = found || c.Name == unanimityTest && c.OK
	}
	if !found {
		t.Fatalf("no passing %s check: %+v", unanimityTest, rep.Checks)
	}
}

// A coordinator refuses to start with a method nobody registered.
func TestCoordinatorRefusesAnUnknownMethod(t *testing.T) {
	n, err := New(Config{
		DataDir: t.TempDir(), Key: identity.Derive(t.Name() + "/coordinator"), ListenAddrs: p2p.LoopbackListenAddrs[:1],
		Coordinator: &CoordinatorConfig{Method: "plurality-v7"},
	})
	if err == nil {
		err = n.Start(t.Context())
		n.Close()
	}
	if err == nil || !errors.Is(err, verdict.ErrUnknownMethod) {
		t.Fatalf("start with an unknown method: %v", err)
	}
}
