package ipfs

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/ipfs/boxo/blockservice"
	"github.com/ipfs/boxo/blockstore"
	"github.com/ipfs/boxo/gateway"
	blocks "github.com/ipfs/go-block-format"
	"github.com/ipfs/go-cid"
	ipld "github.com/ipfs/go-ipld-format"
	"github.com/prometheus/client_golang/prometheus"
)

// Media types of the trustless gateway.
const (
	MediaRaw = "application/vnd.ipld.raw"
	MediaCAR = "application/vnd.ipld.car"
)

// SealRoute is the gateway path prefix of the record locator:
// GET /arbitra/seal/{verdict CID or hash} answers a RecordInfo as JSON.
const SealRoute = "/arbitra/seal/"

// newGateway builds the node's HTTP handler. It reads only pinned blocks
// from the local store and never asks the network, so an unknown or
// unpublished CID is 404 and the coordinator is no open proxy.
func newGateway(n *Node) (http.Handler, error) {
	bserv := blockservice.New(pinnedBlockstore{n.bstore, n}, nil)
	backend, err := gateway.NewBlocksBackend(bserv)
	if err != nil {
		return nil, fmt.Errorf("gateway backend: %w", err)
	}
	gw := gateway.NewHandler(gateway.Config{
		DeserializedResponses: false, // trustless: raw blocks and CARs only
		NoDNSLink:             true,
		DisableHTMLErrors:     true,
		RetrievalTimeout:      30 * time.Second,
		MaxConcurrentRequests: 256,
		MetricsRegistry:       prometheus.NewRegistry(),
	}, backend)
	gw = gateway.NewHeaders(nil).ApplyCors().Wrap(gw)
	mux := http.NewServeMux()
	mux.Handle("/ipfs/", gw)
	mux.HandleFunc("GET "+SealRoute+"{ref}", n.serveSeal)
	return mux, nil
}

func (n *Node) serveSeal(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Access-Control-Allow-Origin", "*")
	reply := func(code int, v any) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(code)
		_ = json.NewEncoder(w).Encode(v)
	}
	vc, err := ParseRef(r.PathValue("ref"))
	if err != nil {
		reply(http.StatusBadRequest, sealAnswer{Error: "bad request: " + err.Error()})
		return
	}
	ctx, leave, err := n.enter(r.Context())
	if err != nil {
		reply(http.StatusServiceUnavailable, sealAnswer{Error: "shutting down"})
		return
	}
	defer leave()
	info, err := n.lookupInfo(ctx, vc)
	switch {
	case err == nil:
		reply(http.StatusOK, sealAnswer{RecordInfo: &info})
	case errors.Is(err, ErrNotFound):
		reply(http.StatusNotFound, sealAnswer{Error: "not found"})
	default:
		n.log.Warn("gateway seal lookup", "verdict", vc, "err", err)
		reply(http.StatusInternalServerError, sealAnswer{Error: "internal error"})
	}
}

// pinnedBlockstore shows only pinned blocks and refuses writes.
type pinnedBlockstore struct {
	blockstore.Blockstore
	n *Node
}

var errReadOnly = errors.New("ipfs: gateway blockstore is read-only")

func (p pinnedBlockstore) pinned(c cid.Cid) bool { return p.n.servable("", c) }

func (p pinnedBlockstore) Has(ctx context.Context, c cid.Cid) (bool, error) {
	if !p.pinned(c) {
		return false, nil
	}
	return p.Blockstore.Has(ctx, c)
}

func (p pinnedBlockstore) Get(ctx context.Context, c cid.Cid) (blocks.Block, error) {
	if !p.pinned(c) {
		return nil, ipld.ErrNotFound{Cid: c}
	}
	return p.Blockstore.Get(ctx, c)
}

func (p pinnedBlockstore) GetSize(ctx context.Context, c cid.Cid) (int, error) {
	if !p.pinned(c) {
		return -1, ipld.ErrNotFound{Cid: c}
	}
	return p.Blockstore.GetSize(ctx, c)
}

func (pinnedBlockstore) Put(context.Context, blocks.Block) error       { return errReadOnly }
func (pinnedBlockstore) PutMany(context.Context, []blocks.Block) error { return errReadOnly }
func (pinnedBlockstore) DeleteBlock(context.Context, cid.Cid) error    { return errReadOnly }
func (pinnedBlockstore) AllKeysChan(context.Context) (<-chan cid.Cid, error) {
	return nil, errReadOnly
}

// GatewayClient is a Source over an arbitra node's HTTP gateway: raw blocks
// from the trustless gateway and records from the seal route. It does not
// verify what it fetches; the audit does.
type GatewayClient struct {
	// URL is the gateway's base URL, such as http://127.0.0.1:8080.
	URL string
	// HTTP may be nil for http.DefaultClient.
	HTTP *http.Client
}

// Block implements Source: GET /ipfs/{cid} as application/vnd.ipld.raw.
func (g *GatewayClient) Block(ctx context.Context, c cid.Cid) ([]byte, error) {
	body, ctype, err := g.get(ctx, "/ipfs/"+c.String()+"?format=raw", MediaRaw)
	if err != nil {
		return nil, err
	}
	if mt, _, _ := mime.ParseMediaType(ctype); mt != MediaRaw {
		return nil, fmt.Errorf("gateway answered %q for a raw block", ctype)
	}
	return body, nil
}

// Locate implements Source: GET /arbitra/seal/{verdict CID}.
func (g *GatewayClient) Locate(ctx context.Context, verdictCID cid.Cid) (RecordInfo, error) {
	body, _, err := g.get(ctx, SealRoute+verdictCID.String(), "application/json")
	if err != nil {
		return RecordInfo{}, err
	}
	return decodeSealAnswer(body, verdictCID)
}

func (g *GatewayClient) get(ctx context.Context, path, accept string) ([]byte, string, error) {
	u, err := url.Parse(strings.TrimSuffix(g.URL, "/") + path)
	if err != nil {
		return nil, "", fmt.Errorf("gateway url: %w", err)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, "", err
	}
	req.Header.Set("Accept", accept)
	hc := g.HTTP
	if hc == nil {
		hc = http.DefaultClient
	}
	resp, err := hc.Do(req)
	if err != nil {
		return nil, "", fmt.Errorf("gateway: %w", err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, MaxBlockSize+1))
	if err != nil {
		return nil, "", fmt.Errorf("gateway: read %s: %w", path, err)
	}
	switch {
	case resp.StatusCode == http.StatusNotFound:
		// The seal route explains itself in JSON; pass that on.
		if strings.HasPrefix(path, SealRoute) {
			return body, resp.Header.Get("Content-Type"), nil
		}
		return nil, "", fmt.Errorf("%w: gateway has no %s", ErrNotFound, path)
	case resp.StatusCode != http.StatusOK:
		return nil, "", fmt.Errorf("gateway: %s: %s: %s", path, resp.Status, strings.TrimSpace(string(body)))
	case len(body) > MaxBlockSize:
		return nil, "", fmt.Errorf("gateway: %s exceeds %d bytes", path, MaxBlockSize)
	}
	return body, resp.Header.Get("Content-Type"), nil
}
