package mcpserver_test

import (
	"context"
	"crypto/ecdsa"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/api/server"
	"github.com/arbitra-network/arbitra/internal/await"

	"github.com/arbitra-network/arbitra/api"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/mcpserver"
	"github.com/arbitra-network/arbitra/node"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/reputation"
	"github.com/arbitra-network/arbitra/settlement"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// harness is a coordinator wired the way the node wires it (reputation
// hook and weigher, compat routes, reputation routes, an escrow index on a
// devnet, MCP at /mcp) with three builtin jurors on loopback.
type harness struct {
	db      *store.DB
	svc     *coordinator.Service
	book    *reputation.Book
	url     string
	devnet  *chain.Devnet
	escrow  *chain.Escrow // read-only
	oracle  *chain.Escrow // sends as the oracle
	chainID string
	server  *mcp.Server // with the devnet escrow
	bare    *mcp.Server // without any escrow
}

func startHarness(t *testing.T) *harness {
	t.Helper()
	ctx := context.Background()
	h := &harness{}
	db, err := store.Open(store.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	h.db = db

	key := identity.Derive(t.Name() + "/coordinator")
	host, err := p2p.New(ctx, p2p.Config{Key: key, ListenAddrs: p2p.LoopbackListenAddrs[:1], MaxMessageSize: verdict.MaxRequestBytes + 64<<10})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { host.Close() })

	// The escrow's registry holds the three jurors: every deal's panel is
	// all of them. It keeps an oracle, which h.resolve settles with.
	var jurorKeys []*ecdsa.PrivateKey
	var jurorAddrs []common.Address
	for i := range 3 {
		jk := identity.Derive(fmt.Sprintf("%s/juror-%d", t.Name(), i))
		jurorKeys = append(jurorKeys, jk)
		jurorAddrs = append(jurorAddrs, crypto.PubkeyToAddress(jk.PublicKey))
	}
	h.devnet, err = chain.NewDevnet(ctx, chain.DevnetConfig{Oracle: chain.DevAddress("oracle"), Jurors: jurorAddrs})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.devnet.Close() })
	h.chainID = h.devnet.ChainID().String()
	tx := func(label string) *chain.Transactor {
		tr, err := h.devnet.Transactor(ctx, label)
		if err != nil {
			t.Fatal(err)
		}
		return tr
	}
	if h.escrow, err = chain.NewEscrow(ctx, h.devnet.Client(), h.devnet.EscrowAddress(), nil); err != nil {
		t.Fatal(err)
	}
	h.oracle = h.escrow.WithTransactor(tx("oracle"))

	// The book counts a deal's record when it matches this escrow's settlement.
	if h.book, err = reputation.New(reputation.Config{Store: db, Escrow: verdict.Address(h.escrow.Address()), ChainID: verdict.NewChainID(h.escrow.ChainID().Uint64())}); err != nil {
		t.Fatal(err)
	}
	h.svc, err = coordinator.New(coordinator.Config{
		Signer: verdict.NewKeySigner(key), Host: host, Store: db, Weigher: h.book,
		Hooks: []coordinator.MintHook{h.book.RecordVerdict}, DefaultTimeout: 20 * time.Second,
		Deals: settlement.NewGate(settlement.GateConfig{Escrow: h.escrow, Mine: func(context.Context) error { return h.devnet.Mine(2) }}),
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := h.svc.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.svc.Close() })

	routes := server.New(server.Config{Service: h.svc, Resolve: func(hash string) (string, error) {
		id := ""
		err := h.svc.ForEachMinted(func(rec *coordinator.Record) error { // the node resolves through its replica index
			if rec.Hash == hash {
				id = rec.ID
			}
			return nil
		})
		if err == nil && id == "" {
			err = coordinator.ErrNotFound
		}
		return id, err
	}})
	routes.MountReputation(h.book)
	routes.Handle("GET /v1/deals/{dealId}", dealIndex(h.escrow, h.svc))
	srv := httptest.NewServer(routes)
	t.Cleanup(srv.Close)
	h.url = srv.URL

	client, err := api.NewClient(srv.URL, nil)
	if err != nil {
		t.Fatal(err)
	}
	esc, err := mcpserver.NewChainEscrow(ctx, h.devnet.Client(), h.devnet.EscrowAddress(), h.devnet.TokenAddress(), tx("buyer"), tx("seller"))
	if err != nil {
		t.Fatal(err)
	}
	// The agent's own server: its keys act on the escrow and prove it the
	// buyer of the deals it asks about.
	h.server = mcpserver.New(client, mcpserver.Options{Escrows: []mcpserver.Escrow{esc}, Audit: mcpserver.AuditSources{Escrow: esc.Contract()},
		Party: verdict.NewKeySigner(chain.DevKey("buyer"))})
	h.bare = mcpserver.New(client, mcpserver.Options{})
	routes.Handle("/mcp", mcpserver.HTTPHandler(h.server, nil))

	for i, th := range []float64{0.5, 0, 0.8} {
		j, err := node.New(node.Config{
			DataDir: t.TempDir(), Key: jurorKeys[i],
			ListenAddrs: p2p.LoopbackListenAddrs[:1], Bootstrap: host.FullAddrs(),
			Juror: &node.JurorConfig{Engine: juror.Builtin{Threshold: th}, PresenceInterval: 200 * time.Millisecond},
		})
		if err != nil {
			t.Fatal(err)
		}
		if err := j.Start(ctx); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { j.Close() })
	}
	wctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if err := h.svc.Registry().WaitFor(wctx, 3); err != nil {
		t.Fatalf("jurors never became live: %v", err)
	}
	await.Until(t, 30*time.Second, "the jurors to join the request topic", func() bool {
		return len(host.PubSub.ListPeers(p2p.TopicRequests)) >= 3
	})
	return h
}

// dealIndex serves GET /v1/deals/{dealId} from the escrow's events, in the
// shape the escrow index is being built to answer.
func dealIndex(e *chain.Escrow, svc *coordinator.Service) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := verdict.ParseHash32(r.PathValue("dealId"))
		if err != nil {
			server.WriteError(w, http.StatusBadRequest, &api.Error{Error: err.Error(), Field: "dealId"})
			return
		}
		head, err := e.HeadNumber(r.Context())
		if err == nil {
			var evs []chain.Event
			evs, err = e.FilterEvents(r.Context(), 0, head)
			var out []map[string]any
			for _, ev := range evs {
				if ev.DealID != id {
					continue
				}
				m := map[string]any{"kind": ev.Kind.String(), "tx_hash": ev.TxHash.Hex(), "block": ev.BlockNumber}
				switch {
				case ev.Resolved != nil:
					m["verdict_hash"] = "0x" + hex.EncodeToString(ev.Resolved.VerdictHash[:])
					m["approved"] = ev.Resolved.Approved
				case ev.Refunded != nil:
					m["reason"] = ev.Refunded.Reason
				case ev.Created != nil:
					m["seller"] = ev.Created.Seller.Hex()
					m["amount"] = ev.Created.Amount.String()
				}
				out = append(out, m)
			}
			if err == nil && len(out) == 0 {
				server.WriteError(w, http.StatusNotFound, &api.Error{Error: "no such deal", Code: "not_found"})
				return
			}
			if err == nil {
				d, derr := e.Deal(r.Context(), id)
				if derr != nil {
					err = derr
				} else {
					view := map[string]any{
						"deal_id": "0x" + hex.EncodeToString(id[:]), "state": d.Status.String(), "events": out,
						"amount": d.Amount.String(), // kept by a tolerant decoder in fields
					}
					// The settlement names the verdict, as the node's outbox entry does.
					if vid, err := svc.ByDeal(id); err == nil {
						view["settlement"] = map[string]any{"verdict_id": vid}
					}
					server.WriteJSON(w, http.StatusOK, view)
					return
				}
			}
		}
		server.WriteError(w, http.StatusInternalServerError, &api.Error{Error: err.Error()})
	})
}

// connect opens an MCP client session to srv over one transport, at the
// latest protocol version unless one is given.
func connect(t *testing.T, h *harness, srv *mcp.Server, transport string, version ...string) *mcp.ClientSession {
	t.Helper()
	ctx := context.Background()
	client := mcp.NewClient(&mcp.Implementation{Name: "test-agent", Version: "1"}, nil)
	var ct mcp.Transport
	switch transport {
	case "inmemory":
		cT, sT := mcp.NewInMemoryTransports()
		ss, err := srv.Connect(ctx, sT, nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { ss.Close() })
		ct = cT
	case "stdio":
		// The server reads and writes newline-delimited JSON-RPC on OS
		// pipes, as `arbitra mcp` does on its stdin and stdout.
		sr, cw, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		cr, sw, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		runCtx, cancel := context.WithCancel(ctx)
		var wg sync.WaitGroup
		wg.Add(1)
		go func() {
			defer wg.Done()
			_ = srv.Run(runCtx, &mcp.IOTransport{Reader: sr, Writer: sw})
		}()
		t.Cleanup(func() {
			cancel()
			cw.Close()
			wg.Wait()
			sw.Close()
			cr.Close()
		})
		ct = &mcp.IOTransport{Reader: cr, Writer: cw}
	case "http":
		if srv != h.server {
			hs := httptest.NewServer(mcpserver.HTTPHandler(srv, nil))
			t.Cleanup(hs.Close)
			ct = &mcp.StreamableClientTransport{Endpoint: hs.URL}
		} else {
			ct = &mcp.StreamableClientTransport{Endpoint: h.url + "/mcp"}
		}
	default:
		t.Fatalf("unknown transport %s", transport)
	}
	var opts *mcp.ClientSessionOptions
	if len(version) > 0 {
		opts = &mcp.ClientSessionOptions{ProtocolVersion: version[0]}
	}
	cs, err := client.Connect(ctx, ct, opts)
	if err != nil {
		t.Fatalf("connect over %s: %v", transport, err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// call calls a tool that must succeed and decodes its structured result.
func call(t *testing.T, cs *mcp.ClientSession, name string, args any, out any) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s: protocol error %v", name, err)
	}
	if res.IsError {
		t.Fatalf("%s: tool error %s", name, text(res))
	}
	if res.StructuredContent == nil {
		t.Fatalf("%s: no structured content", name)
	}
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		t.Fatal(err)
	}
	if out != nil {
		if err := json.Unmarshal(b, out); err != nil {
			t.Fatalf("%s: %v: %s", name, err, b)
		}
	}
}

// callErr calls a tool that must fail with a tool error naming want.
func callErr(t *testing.T, cs *mcp.ClientSession, name string, args any, want string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s(%v): want a tool error, got a protocol error %v", name, args, err)
	}
	if !res.IsError {
		t.Fatalf("%s(%v): want a tool error, got %s", name, args, text(res))
	}
	if got := text(res); !strings.Contains(got, want) {
		t.Fatalf("%s(%v): error %q does not say %q", name, args, got, want)
	}
}

func text(res *mcp.CallToolResult) string {
	var parts []string
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			parts = append(parts, tc.Text)
		}
	}
	return strings.Join(parts, "\n")
}

func (h *harness) resolve(t *testing.T, dealID string, approved bool, verdictHash string) {
	t.Helper()
	id, _ := verdict.ParseHash32(dealID)
	vh, err := verdict.ParseHash32(verdictHash)
	if err != nil {
		t.Fatal(err)
	}
	r, err := h.oracle.Resolve(context.Background(), id, approved, vh)
	if err != nil {
		t.Fatal(err)
	}
	// The escrow indexer's part: the settlement reaches reputation.
	if err := h.book.RecordSettlement(reputation.Settlement{
		DealID: dealID, Outcome: reputation.ResolvedOutcome(approved), VerdictHash: verdictHash,
		TxHash: r.TxHash.Hex(), Block: r.BlockNumber.Uint64(), At: time.Now(),
	}); err != nil {
		t.Fatal(err)
	}
}

var sellerAddr = verdict.AddressString(chain.DevAddress("seller"))
