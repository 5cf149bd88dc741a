package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/arbitra-network/arbitra/api/server"
	"github.com/arbitra-network/arbitra/reputation"
)

// fakeCoordinator answers the reputation route for one agent and 404 for
// anything else.
func fakeCoordinator(t *testing.T) *httptest.Server {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1/reputation/{agent}", func(w http.ResponseWriter, r *http.Request) {
		if r.PathValue("agent") != "agent-c" { // no deals: an empty reputation, as the API answers
			server.WriteJSON(w, http.StatusOK, reputation.SellerReputation{Agent: r.PathValue("agent"),
				Categories: map[string]reputation.CategoryStats{}, History: []reputation.HistoryEntry{}})
			return
		}
		one := 1.0
		server.WriteJSON(w, http.StatusOK, reputation.SellerReputation{
			Agent: "agent-c", TotalJudged: 4, Successes: 4, SuccessRate: &one, Reliability: &one,
			Categories: map[string]reputation.CategoryStats{}, History: []reputation.HistoryEntry{},
		})
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

// TestMCPCommandOverStdio runs `arbitra mcp` on pipes, as an agent host
// would spawn it, and drives it with the go-sdk client.
func TestMCPCommandOverStdio(t *testing.T) {
	fake := fakeCoordinator(t)
	inR, inW := io.Pipe()   // client → server (the command's stdin)
	outR, outW := io.Pipe() // server → client (the command's stdout)
	var stderr bytes.Buffer
	done := make(chan error, 1)
	go func() {
		err := runMCP(context.Background(), []string{"--coordinator", fake.URL, "--log-level", "warn"}, inR, outW, &stderr)
		outW.Close()
		done <- err
	}()

	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	client := mcp.NewClient(&mcp.Implementation{Name: "agent", Version: "1"}, nil)
	cs, err := client.Connect(ctx, &mcp.IOTransport{Reader: outR, Writer: inW}, nil)
	if err != nil {
		t.Fatal(err)
	}
	tools, err := cs.ListTools(ctx, nil)
	// Without --rpc-url and --escrow it has no key to sign with, and so no
	// escrow tools: the five that read, verify and request.
	if err != nil || len(tools.Tools) != 5 {
		t.Fatalf("tools: %v %v", tools, err)
	}

	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "get_agent_reputation", Arguments: map[string]any{"agent": "agent-c"}})
	if err != nil || res.IsError {
		t.Fatalf("reputation: %v %+v", err, res)
	}
	b, _ := json.Marshal(res.StructuredContent)
	var rep reputation.SellerReputation
	if err := json.Unmarshal(b, &rep); err != nil || rep.Successes != 4 || *rep.SuccessRate != 1 {
		t.Fatalf("reputation %s: %v", b, err)
	}
	for _, c := range []struct {
		tool string
		args map[string]any
		want string
	}{
		{"get_agent_reputation", map[string]any{"agent": 7}, "agent"},
		{"get_verdict", map[string]any{"id": "vrd_" + strings.Repeat("0", 32)}, "unknown verdict"},
	} {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: c.tool, Arguments: c.args})
		if err != nil || !res.IsError {
			t.Fatalf("%s %v: want a tool error, got %v %+v", c.tool, c.args, err, res)
		}
		if msg := res.Content[0].(*mcp.TextContent).Text; !strings.Contains(msg, c.want) {
			t.Fatalf("%s: %q does not say %q", c.tool, msg, c.want)
		}
	}

	// Hanging up ends the command cleanly.
	if err := cs.Close(); err != nil {
		t.Fatal(err)
	}
	inW.Close()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("arbitra mcp: %v (stderr: %s)", err, stderr.String())
		}
	case <-ctx.Done():
		t.Fatal("arbitra mcp did not stop when its stdin closed")
	}
}

func TestMCPCommandUsage(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if err := runMCP(context.Background(), []string{"--help"}, strings.NewReader(""), &stdout, &stderr); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"arbitra mcp --coordinator URL", "verify_deal_verdict", "--coordinator"} {
		if !strings.Contains(stdout.String(), want) {
			t.Fatalf("help lacks %q:\n%s", want, stdout.String())
		}
	}
	t.Setenv("ARBITRA_COORDINATOR", "")
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "--coordinator is required"},
		{[]string{"--coordinator", "ftp://x"}, "must be http"},
		{[]string{"--coordinator", "http://127.0.0.1:1", "extra"}, "unexpected argument"},
		{[]string{"--coordinator", "http://127.0.0.1:1", "--request-timeout", "0s"}, "must be positive"},
	} {
		err := runMCP(context.Background(), c.args, strings.NewReader(""), io.Discard, io.Discard)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Fatalf("%v: %v, want %q", c.args, err, c.want)
		}
	}
}
