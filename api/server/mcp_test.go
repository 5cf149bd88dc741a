package server

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/mcpserver"
)

// TestMCPCallerWithDuplicateMembersIsRefused is the anonymous /mcp caller
// that sends a tool call whose arguments hold one member twice, hoping the
// MCP server reads the last while a log or a check reads the first: the
// route answers 400 naming the member, as every other route does, and the
// same call without the duplicate reaches the real MCP server.
func TestMCPCallerWithDuplicateMembersIsRefused(t *testing.T) {
	a := newTestAPI(t)
	srv := httptest.NewServer(a)
	defer srv.Close()
	client, err := api.NewClient(srv.URL, nil)
	if err != nil {
		t.Fatal(err)
	}
	a.MountMCP(mcpserver.HTTPHandler(mcpserver.New(client, mcpserver.Options{}), nil))
	post := func(body string) (int, string) {
		t.Helper()
		req, _ := http.NewRequest(http.MethodPost, srv.URL+"/mcp", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, err := io.ReadAll(resp.Body)
		if err != nil {
			t.Fatal(err)
		}
		return resp.StatusCode, string(b)
	}
	const init = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`
	for _, c := range []struct{ body, field string }{
		{`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"get_verdict","arguments":{"id":"vrd_a","id":"vrd_b"}}}`, "params.arguments.id"},
		{`{"jsonrpc":"2.0","id":2,"id":3,"method":"tools/list"}`, "id"},
		{`{"jsonrpc":"2.0","id":2,"method":"tools/list"} {}`, "body"},
	} {
		code, body := post(c.body)
		var e api.Error
		if err := json.Unmarshal([]byte(body), &e); err != nil || code != http.StatusBadRequest || e.Field != c.field {
			t.Errorf("%s: %d %s, want 400 naming %s", c.body, code, body, c.field)
		}
	}
	if code, body := post(init); code != http.StatusOK || !strings.Contains(body, `"serverInfo"`) {
		t.Fatalf("a strict initialize: %d %s", code, body)
	}
}
