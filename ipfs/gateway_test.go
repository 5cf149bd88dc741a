package ipfs

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"io"
	"mime"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/arbitra-network/arbitra/verdict"
	"github.com/ipfs/go-cid"
	carv2 "github.com/ipld/go-car/v2"
)

func httpGet(t *testing.T, url, accept string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequestWithContext(testCtx(t), http.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	if accept != "" {
		req.Header.Set("Accept", accept)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, body
}

// An auditor with only an HTTP client fetches raw blocks and CARs from the
// coordinator's trustless gateway and checks them by hash.
func TestGatewayTrustless(t *testing.T) {
	ctx := testCtx(t)
	fx := newFixture(t)
	n := newNode(t, Config{})
	ids, err := n.PutRecord(ctx, fx.sv, fx.receipts)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(n.Gateway())
	defer srv.Close()

	for _, c := range append([]string{ids.Verdict, ids.Seal}, ids.Receipts...) {
		resp, body := httpGet(t, srv.URL+"/ipfs/"+c, MediaRaw)
		if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != MediaRaw {
			t.Fatalf("raw %s: %s %q %s", c, resp.Status, resp.Header.Get("Content-Type"), body)
		}
		k, _ := cid.Decode(c)
		want, _ := verdict.HashFromCID(k)
		if sha256.Sum256(body) != want {
			t.Fatalf("raw %s: body does not hash to the CID", c)
		}
	}
	// ?format=raw works without an Accept header, as curl users write it.
	if resp, body := httpGet(t, srv.URL+"/ipfs/"+ids.Verdict+"?format=raw", ""); resp.StatusCode != http.StatusOK || !bytes.Equal(body, fx.sv.Bytes) {
		t.Fatalf("format=raw: %s", resp.Status)
	}

	resp, body := httpGet(t, srv.URL+"/ipfs/"+ids.Verdict, MediaCAR)
	if mt, _, _ := mime.ParseMediaType(resp.Header.Get("Content-Type")); resp.StatusCode != http.StatusOK || mt != MediaCAR {
		t.Fatalf("car: %s %q", resp.Status, resp.Header.Get("Content-Type"))
	}
	br, err := carv2.NewBlockReader(bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if len(br.Roots) != 1 || br.Roots[0].String() != ids.Verdict {
		t.Fatalf("car roots %v", br.Roots)
	}
	blk, err := br.Next()
	if err != nil || !bytes.Equal(blk.RawData(), fx.sv.Bytes) || !verdict.CIDOf(blk.RawData()).Equals(blk.Cid()) {
		t.Fatalf("car block: %v", err)
	}

	// Unknown CIDs are 404 and never fetched from the network.
	unknown := verdict.CIDForHash(verdict.Hash([]byte("unknown")))
	if resp, _ := httpGet(t, srv.URL+"/ipfs/"+unknown.String(), MediaRaw); resp.StatusCode != http.StatusNotFound {
		t.Fatalf("unknown cid: %s", resp.Status)
	}

	// Content is served exactly while published.
	cc, _ := cid.Decode(verdict.CIDOf(mustCanonical(t, fx.content)).String())
	if resp, _ := httpGet(t, srv.URL+"/ipfs/"+cc.String(), MediaRaw); resp.StatusCode != http.StatusNotFound {
		t.Fatalf("unpublished content: %s", resp.Status)
	}
	if _, err := n.PutContent(ctx, fx.content); err != nil {
		t.Fatal(err)
	}
	if resp, _ := httpGet(t, srv.URL+"/ipfs/"+cc.String(), MediaRaw); resp.StatusCode != http.StatusOK {
		t.Fatalf("published content: %s", resp.Status)
	}

	// The seal route, by verdict CID or hash.
	for _, ref := range []string{ids.Verdict, fx.sv.HashHex()} {
		resp, body := httpGet(t, srv.URL+SealRoute+ref, "")
		var info RecordInfo
		if resp.StatusCode != http.StatusOK || json.Unmarshal(body, &info) != nil || info.Seal != ids.Seal || info.Content != cc.String() {
			t.Fatalf("seal route %s: %s %s", ref, resp.Status, body)
		}
	}
	if resp, _ := httpGet(t, srv.URL+SealRoute+unknown.String(), ""); resp.StatusCode != http.StatusNotFound {
		t.Fatalf("seal of unknown: %s", resp.Status)
	}

	// A whole audit through the gateway client.
	gc := &GatewayClient{URL: srv.URL}
	f, err := Fetch(ctx, gc, ids.Verdict)
	if err != nil {
		t.Fatal(err)
	}
	rep := Audit(&f, verdict.AuditOptions{ExpectSigner: fx.coord.Address().Hex()})
	if !rep.OK() || f.Record.Content == nil {
		t.Fatalf("audit over the gateway: %v (content %v)", failedChecks(rep), f.Record.Content != nil)
	}

	if err := n.RemoveContent(ctx, ids.Verdict); err != nil {
		t.Fatal(err)
	}
	if resp, _ := httpGet(t, srv.URL+"/ipfs/"+cc.String(), MediaRaw); resp.StatusCode != http.StatusNotFound {
		t.Fatalf("unpublished content: %s", resp.Status)
	}
	f, err = Fetch(context.Background(), gc, ids.Seal)
	if err != nil {
		t.Fatal(err)
	}
	if rep := Audit(&f, verdict.AuditOptions{}); !rep.OK() || f.Record.Content != nil {
		t.Fatalf("audit after unpublish: %v", failedChecks(rep))
	}
}

func mustCanonical(t *testing.T, v any) []byte {
	t.Helper()
	b, err := verdict.Canonical(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
