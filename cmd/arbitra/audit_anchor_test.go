package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/anchor"
	"github.com/arbitra-network/arbitra/api/server"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/node"
	"github.com/arbitra-network/arbitra/verdict"
)

func TestAuditChecksTheAnchor(t *testing.T) {
	anchored := make(chan anchor.Batch, 4)
	d, err := node.StartDevnet(context.Background(), node.DevnetConfig{Dir: t.TempDir(), AnchorBatch: 1, AnchorInterval: time.Hour,
		OnAnchored: func(b anchor.Batch) { anchored <- b }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	ctx := context.Background()
	id := createDeal(t, d.Chain, d.Escrow, "anchored", auditCriteria, auditWork)
	v := judgeAndSettle(t, d, id)
	var batch anchor.Batch
	select {
	case batch = <-anchored:
	case <-time.After(30 * time.Second):
		t.Fatal("the verdict was never anchored")
	}
	reader, err := chain.NewAnchor(ctx, d.Chain.Client(), d.Chain.AnchorAddress(), nil)
	if err != nil {
		t.Fatal(err)
	}
	gw := d.Coordinator.URL()
	checks := append([]string{"anchor"}, chainChecksNames...)
	out, err := auditCLI(t, auditDeps{escrow: d.Escrow, anchor: reader}, "--gateway", gw, v.CID)
	wantPass(t, out, err, checks)
	t.Logf("arbitra audit --anchor:\n%s", out)

	// The same from the flags, over the devnet's JSON-RPC.
	rpcSrv, err := d.Chain.ServeRPC("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rpcSrv.Close() })
	out, err = auditCLI(t, auditDeps{}, "--rpc-url", rpcSrv.URL(), "--escrow", verdict.AddressString(d.Chain.EscrowAddress()),
		"--anchor", verdict.AddressString(d.Chain.AnchorAddress()), "--gateway", gw, v.CID)
	wantPass(t, out, err, checks)

	// A gateway that serves the verdict's batch tampered fails the check.
	target, _ := url.Parse(gw)
	proxy := httputil.NewSingleHostReverseProxy(target)
	foreign := fmt.Sprintf("0x%x", crypto.Keccak256([]byte("a verdict never minted")))
	for name, tamper := range map[string]func(b *server.AnchorView){
		"hash not in the batch": func(b *server.AnchorView) { b.Hashes[0] = foreign },
		"batch grown":           func(b *server.AnchorView) { b.Hashes = append(b.Hashes, foreign) },
	} {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if !strings.HasPrefix(r.URL.Path, "/v1/anchors/") {
				proxy.ServeHTTP(w, r)
				return
			}
			view := server.AnchorView{Batch: batch}
			view.Hashes = append([]string(nil), batch.Hashes...)
			tamper(&view)
			_ = json.NewEncoder(w).Encode(view)
		}))
		out, err := auditCLI(t, auditDeps{escrow: d.Escrow, anchor: reader}, "--gateway", srv.URL, v.CID)
		srv.Close()
		t.Run(name, func(t *testing.T) { wantFail(t, out, err, "anchor") })
	}
}
