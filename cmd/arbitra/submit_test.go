package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/internal/await"

	coord "github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/node"
	"github.com/arbitra-network/arbitra/p2p"
)

// startSubmitNet starts a coordinator node with its HTTP API on loopback
// and one builtin juror that dials it.
func startSubmitNet(t *testing.T) *node.Node {
	t.Helper()
	ctx := context.Background()
	start := func(cfg node.Config) *node.Node {
		t.Helper()
		n, err := node.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		if err := n.Start(ctx); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { n.Close() })
		return n
	}
	c := start(node.Config{
		DataDir: t.TempDir(), Key: identity.Derive(t.Name() + "/coordinator"), ListenAddrs: p2p.LoopbackListenAddrs[:1],
		Coordinator: &node.CoordinatorConfig{HTTPAddr: "127.0.0.1:0"},
	})
	start(node.Config{
		DataDir: t.TempDir(), Key: identity.Derive(t.Name() + "/juror"), ListenAddrs: p2p.LoopbackListenAddrs[:1],
		Bootstrap: c.Host.FullAddrs(), Juror: &node.JurorConfig{Engine: juror.Builtin{}, PresenceInterval: 200 * time.Millisecond},
	})
	wctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if err := c.Coordinator.Registry().WaitFor(wctx, 1); err != nil {
		t.Fatalf("the juror never became live: %v", err)
	}
	await.UntilCtx(t, wctx, "the juror to join the request topic", func() bool {
		return len(c.Host.PubSub.ListPeers(p2p.TopicRequests)) >= 1
	})
	return c
}

// TestSubmitKeepsTheRequesterTokenAndReadsRationales submits
// asynchronously with `arbitra submit --token-file`: the token is saved
// (owner-only) and printed with the verdict, the polls that follow carry
// it and so get the rationales, and nothing on stderr shows it.
func TestSubmitKeepsTheRequesterTokenAndReadsRationales(t *testing.T) {
	c := startSubmitNet(t)
	dir := t.TempDir()
	reqFile := filepath.Join(dir, "request.json")
	if err := os.WriteFile(reqFile, []byte(`{"question":"Is the sky blue?","options":["yes","no"],"panel":1,"async":true,
"evidence":[{"label":"note","text":"The sky is blue."}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	tokenFile := filepath.Join(dir, "token")
	if err := os.WriteFile(tokenFile, []byte("old"), 0o644); err != nil { // a looser file is tightened
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var stdout, stderr bytes.Buffer
	if err := runSubmit(ctx, []string{"--coordinator", c.URL(), "--token-file", tokenFile, reqFile}, &stdout, &stderr); err != nil {
		t.Fatalf("submit: %v\n%s", err, stderr.String())
	}
	raw, err := os.ReadFile(tokenFile)
	if err != nil {
		t.Fatal(err)
	}
	token := strings.TrimSpace(string(raw))
	if fi, err := os.Stat(tokenFile); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("token file mode %v (%v), want 0600", fi.Mode(), err)
	}
	var v api.View
	if err := json.Unmarshal(stdout.Bytes(), &v); err != nil {
		t.Fatalf("output: %v\n%s", err, stdout.String())
	}
	if v.Status != coord.StatusMinted || v.RequesterToken != token || len(v.Jurors) != 1 || v.Jurors[0].Rationale == "" || v.RationalesWithheld {
		t.Fatalf("output %s, want the minted verdict with its rationale and the saved token %q", stdout.String(), token)
	}
	rec, err := c.Coordinator.Get(v.ID)
	if err != nil || !rec.IsRequester(token) {
		t.Fatalf("the saved token is not the requester's: %v", err)
	}
	if strings.Contains(stderr.String(), token) {
		t.Fatalf("stderr shows the token: %s", stderr.String())
	}
}
