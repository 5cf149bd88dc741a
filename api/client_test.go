package api_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/api/server"
	"github.com/arbitra-network/arbitra/internal/coordtest"
	"github.com/arbitra-network/arbitra/internal/leaktest"
	"github.com/arbitra-network/arbitra/verdict"
)

// TestMain fails the package if a test leaves a goroutine behind.
func TestMain(m *testing.M) { leaktest.VerifyTestMain(m) }

// TestClientAgainstTheServer calls a real coordinator's API, with no jurors,
// and checks what each answer becomes in the client.
func TestClientAgainstTheServer(t *testing.T) {
	svc := coordtest.Start(t)
	srv := httptest.NewServer(server.New(server.Config{Service: svc}))
	t.Cleanup(srv.Close)
	c, err := api.NewClient(srv.URL+"/", nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()

	s, err := c.Signer(ctx)
	if err != nil || s.Address != svc.Address() || s.PeerID != svc.Host().ID().String() {
		t.Fatalf("signer: %+v %v", s, err)
	}
	if r, err := c.Ready(ctx); err != nil || r.Status != "ready" || r.Jurors != 0 {
		t.Fatalf("ready: %+v %v", r, err)
	}
	// A 4xx is a StatusError naming the field; no jurors is a 503 without a view.
	_, err = c.Submit(ctx, api.SubmitBody{Question: verdict.Question{Question: "Is it done?", Options: []string{"yes"}}})
	var se *api.StatusError
	if !errors.As(err, &se) || se.Status != http.StatusBadRequest || se.Body.Field == "" {
		t.Fatalf("invalid submission: %v", err)
	}
	_, err = c.Submit(ctx, api.SubmitBody{Question: verdict.Question{Question: "Is it done?", Options: []string{"yes", "no"},
		Evidence: []verdict.Evidence{{Label: "a", Text: "done"}}}})
	if !errors.As(err, &se) || se.Status != http.StatusServiceUnavailable || se.Body.Field != "panel" {
		t.Fatalf("no jurors: %v", err)
	}
	if _, err := c.Verdict(ctx, "vrd_00000000000000000000000000000000", api.ViewOptions{}); !api.IsNotFound(err) {
		t.Fatalf("unknown verdict: %v", err)
	}
	if _, err := c.Record(ctx, "not-a-verdict"); !errors.As(err, &se) || se.Body.Field != "id" {
		t.Fatalf("malformed reference: %v", err)
	}
	if _, err := api.NewClient("ftp://example.com", nil); err == nil {
		t.Fatal("an ftp URL was taken")
	}
}
