package node

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// A node that runs both roles sits on its own coordinator's panels like any
// juror: its request arrives through the local subscription (the validator
// leaves a node's own publish undecoded) and its receipt is counted.
func TestNodeWithBothRolesJudgesItsOwnRequests(t *testing.T) {
	both, err := New(Config{
		DataDir: t.TempDir(), Key: identity.Derive(t.Name() + "/both"), ListenAddrs: p2p.LoopbackListenAddrs[:1],
		Coordinator: &CoordinatorConfig{HTTPAddr: "127.0.0.1:0"},
		Juror:       &JurorConfig{Engine: juror.Builtin{}, PresenceInterval: 200 * time.Millisecond},
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := both.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { both.Close() })
	startJuror(t, both, "other", &JurorConfig{Engine: juror.Builtin{}})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := both.Coordinator.Registry().WaitFor(ctx, 2); err != nil {
		t.Fatalf("jurors never became live: %v", err)
	}
	waitMesh(t, both, 1)
	ev := []verdict.Evidence{{Label: "doc", Text: "the report is attached"}}
	rec, err := both.Coordinator.SubmitAndWait(ctx, coordinator.Submission{
		Question: verdict.Question{Question: "Was the report delivered?", Options: []string{"yes", "no"}, Evidence: ev},
		Panel:    2, TimeoutMS: 10_000,
	})
	if err != nil {
		t.Fatal(err)
	}
	if rec.Status != coordinator.StatusMinted {
		t.Fatalf("status %s", rec.Status)
	}
	var v verdict.Verdict
	if err := json.Unmarshal(rec.Verdict, &v); err != nil {
		t.Fatal(err)
	}
	for _, seat := range v.Jurors {
		if seat.ReceiptCID == "" {
			t.Errorf("juror %s abstained (%s): its receipt never arrived", seat.Juror, seat.ErrorClass)
		}
	}
}
