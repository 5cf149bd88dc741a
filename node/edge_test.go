package node

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/api/server"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/mcpserver"
	"github.com/arbitra-network/arbitra/p2p"
)

// hostTransport sends every request with a fixed Host, as a client behind
// a name (or a rebinding page) would.
type hostTransport struct{ host string }

func (t hostTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Host = t.host
	return http.DefaultTransport.RoundTrip(r)
}

// TestMCPBehindTheEdge calls an MCP tool over /mcp on a running node: a
// name the operator allowed is served, although the API listens on
// loopback (the SDK's own check would refuse it); a rebinding name is
// refused by the same allow-list as REST; and the tool's calls to the API,
// made in process, spend none of the client's rate.
func TestMCPBehindTheEdge(t *testing.T) {
	const burst = 2
	n := startNode(t, Config{DataDir: t.TempDir(), Key: identity.Derive(t.Name()), ListenAddrs: p2p.LoopbackListenAddrs[:1],
		Coordinator: &CoordinatorConfig{HTTPAddr: "127.0.0.1:0", HTTPEdge: server.EdgeConfig{
			AllowedHosts: []string{"arbitra.example.com"}, Rate: 0.01, Burst: burst,
		}}})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	connect := func(host string) (*mcp.ClientSession, error) {
		client := mcp.NewClient(&mcp.Implementation{Name: "agent", Version: "1"}, nil)
		return client.Connect(ctx, &mcp.StreamableClientTransport{
			Endpoint: n.URL() + "/mcp", HTTPClient: &http.Client{Transport: hostTransport{host}}, DisableStandaloneSSE: true,
		}, nil)
	}
	if cs, err := connect("attacker.example"); err == nil {
		cs.Close()
		t.Fatal("an MCP session was opened with a rebinding Host")
	} else if !strings.Contains(err.Error(), "403") && !strings.Contains(strings.ToLower(err.Error()), "forbidden") {
		t.Fatalf("rebinding Host: %v, want 403", err)
	}
	cs, err := connect("arbitra.example.com")
	if err != nil {
		t.Fatalf("allowed name: %v", err)
	}
	defer cs.Close()
	// Connecting and the tool call take the burst: the tool's own call to
	// the API would be over the rate had it gone through the edge.
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: mcpserver.ToolGetReputation, Arguments: map[string]any{"agent": "agent-x"}})
	if err != nil {
		t.Fatalf("tool call: %v", err)
	}
	if text := res.Content[0].(*mcp.TextContent).Text; res.IsError || !strings.Contains(text, `"total_judged":0`) {
		t.Fatalf("the tool did not get the API's answer: %s", text)
	}
	resp, err := http.Get(n.URL() + "/v1/signer")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusTooManyRequests {
		t.Fatalf("the client's burst was not spent: %d", resp.StatusCode)
	}
}
