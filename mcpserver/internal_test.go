package mcpserver

import (
	"context"
	"encoding/json"
	"log/slog"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func TestDecodeIndexedDealIsTolerant(t *testing.T) {
	for _, c := range []struct {
		raw   string
		id    string
		state string
		block uint64
		vh    string
	}{
		{`{"deal_id":"0xaa","state":"released","events":[{"kind":"DealResolved","tx_hash":"0x1","block":12,"verdict_hash":"0xbb"}]}`, "0xaa", "released", 12, "0xbb"},
		{`{"dealId":"0xaa","status":"released","events":[{"type":"DealResolved","txHash":"0x1","blockNumber":"0xc","verdictHash":"0xbb"}]}`, "0xaa", "released", 12, "0xbb"},
		{`{"id":"0xaa","history":[{"event":"DealResolved","block_number":"12","verdict_hash":"0xbb","extra":true}],"more":1}`, "0xaa", "", 12, "0xbb"},
		{`{"deal_id":"0xaa","events":[{"kind":"DealCreated","block":-1},"junk",{"kind":"DealRefunded","block":"0xffffffffffffffffff"}]}`, "0xaa", "", 0, ""},
	} {
		d, err := decodeIndexedDeal([]byte(c.raw))
		if err != nil {
			t.Fatalf("%s: %v", c.raw, err)
		}
		if d.DealID != c.id || d.State != c.state || len(d.Events) == 0 || d.Events[0].Block != c.block || d.Events[0].VerdictHash != c.vh {
			t.Fatalf("%s: %+v", c.raw, d)
		}
		if _, err := json.Marshal(d); err != nil {
			t.Fatal(err)
		}
	}
	for _, bad := range []string{``, `[]`, `{`, `"x"`} {
		if _, err := decodeIndexedDeal([]byte(bad)); err == nil {
			t.Fatalf("%q decoded", bad)
		}
	}
}

// FuzzDecodeIndexedDeal: whatever the index answers, decoding neither
// panics nor produces a result the tool cannot encode.
func FuzzDecodeIndexedDeal(f *testing.F) {
	f.Add([]byte(`{"deal_id":"0xaa","state":"released","events":[{"kind":"DealResolved","block":12,"verdict_hash":"0xbb"}]}`))
	f.Add([]byte(`{"events":[{"block":"0x"},{"block":null},{"kind":1.5e300}]}`))
	f.Fuzz(func(t *testing.T, raw []byte) {
		d, err := decodeIndexedDeal(raw)
		if err != nil {
			return
		}
		if _, err := json.Marshal(d); err != nil {
			t.Fatal(err)
		}
	})
}

func TestPanickingToolIsAToolError(t *testing.T) {
	srv := mcp.NewServer(&mcp.Implementation{Name: "t", Version: "1"}, nil)
	type in struct {
		X string `json:"x"`
	}
	addTool(srv, slog.New(slog.DiscardHandler), &mcp.Tool{Name: "boom"}, func(context.Context, in) (*struct{}, error) {
		var m map[string]int
		m["x"]++ // nil map write
		return nil, nil
	})
	ct, st := mcp.NewInMemoryTransports()
	ctx := context.Background()
	ss, err := srv.Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ss.Close()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "c", Version: "1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	for range 2 { // and the server still answers afterwards
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "boom", Arguments: map[string]any{"x": "y"}})
		if err != nil || !res.IsError || !strings.Contains(res.Content[0].(*mcp.TextContent).Text, "boom: internal error") {
			t.Fatalf("%v %+v", err, res)
		}
	}
}
