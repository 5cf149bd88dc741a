package node

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/api"

	"github.com/arbitra-network/arbitra/anchor"
	"github.com/arbitra-network/arbitra/verdict"
)

// pageResult is what web/harness/browser.mjs reports of the verdict page.
type pageResult struct {
	State  string `json:"state"`
	Status string `json:"status"`
	Checks []struct {
		Name   string `json:"name"`
		OK     string `json:"ok"`
		Detail string `json:"detail"`
	} `json:"checks"`
	Errors  []string `json:"errors"`
	Origins []string `json:"origins"`
}

// browserPrereqs skips the test unless headless Chromium, node and the
// pinned playwright-core (web/node_modules, from npm ci) are present;
// scripts/test.sh installs all three.
func browserPrereqs(t *testing.T) (nodeBin, script string) {
	t.Helper()
	if _, err := os.Stat("/usr/bin/chromium"); err != nil {
		t.Skip("headless Chromium (/usr/bin/chromium, Debian's chromium package) is not installed")
	}
	nodeBin, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed")
	}
	web, err := filepath.Abs(filepath.Join("..", "web"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(web, "node_modules", "playwright-core")); err != nil {
		t.Skip("playwright-core is not installed: run npm ci in web/")
	}
	return nodeBin, filepath.Join(web, "harness", "browser.mjs")
}

// openPage runs the browser script on url and saves its screenshot as name
// in dir; ackFiles are then given to the page's ack input.
func openPage(t *testing.T, nodeBin, script, dir, name, url string, ackFiles ...string) pageResult {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	shot := filepath.Join(dir, name)
	cmd := exec.CommandContext(ctx, nodeBin, append([]string{script, url, shot}, ackFiles...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("browser: %v\n%s", err, stderr.String())
	}
	var r pageResult
	if err := json.Unmarshal(bytes.TrimSpace(out), &r); err != nil {
		t.Fatalf("browser output %q: %v", out, err)
	}
	t.Logf("screenshot: %s", shot)
	return r
}

// tamperingGateway answers the gateway protocol (and the coordinator routes
// the page reads) from the coordinator, with one byte of the block named
// cid changed.
func tamperingGateway(t *testing.T, coordinator, cid string) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		req, err := http.NewRequestWithContext(r.Context(), http.MethodGet, coordinator+r.URL.RequestURI(), nil)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		req.Header.Set("Accept", r.Header.Get("Accept"))
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		defer resp.Body.Close()
		body, err := io.ReadAll(resp.Body)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		if r.URL.Path == "/ipfs/"+cid {
			body = tamperOneByte(t, body)
		}
		w.Header().Set("Content-Type", resp.Header.Get("Content-Type"))
		w.Header().Set("Access-Control-Allow-Origin", "*")
		w.WriteHeader(resp.StatusCode)
		_, _ = w.Write(body)
	}))
	t.Cleanup(srv.Close)
	return srv
}

// tamperOneByte changes the first digit of the first latency_ms.
func tamperOneByte(t *testing.T, b []byte) []byte {
	out := bytes.Clone(b)
	i := bytes.Index(out, []byte(`"latency_ms":`))
	if i < 0 {
		t.Errorf("no latency_ms to tamper in %s", b)
		return out
	}
	i += len(`"latency_ms":`)
	out[i] = '0' + (out[i]-'0'+1)%10
	if out[i] == '0' && i+1 < len(out) && out[i+1] >= '0' && out[i+1] <= '9' {
		out[i] = '9' // no leading zero: the block stays a JSON document
	}
	return out
}

// The verdict page, in headless Chromium, re-checks a minted, settled,
// anchored and published deal verdict of a devnet and shows every check
// passing, the chain checks and the anchor against the devnet's JSON-RPC; served with
// one byte tampered by another gateway, the same record fails and the page
// names the failing check.
func TestVerdictPageInBrowser(t *testing.T) {
	nodeBin, script := browserPrereqs(t)
	anchored := make(chan anchor.Batch, 4)
	e := startDealNet(t, DevnetConfig{AnchorBatch: 1, AnchorInterval: time.Hour, OnAnchored: func(b anchor.Batch) { anchored <- b }})
	id := e.openDeal(t, "page", goodWork)
	status, v := postJSON(t, e.d.Coordinator.URL()+"/v1/verdicts", e.partyRequest(t, id, "buyer")) // the buyer may publish
	if status != http.StatusOK || v.Status != api.StatusMinted {
		t.Fatalf("verdict: %d %+v", status, v)
	}
	e.waitDeal(t, id, "resolved")
	select {
	case b := <-anchored:
		if !slices.Contains(b.Hashes, "0x"+v.Hash) {
			t.Fatalf("anchored batch %+v lacks verdict hash %s", b, v.Hash)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the verdict was never anchored")
	}
	// Published content adds the content check: the texts against the
	// signed fingerprints and evidence root.
	var rationales []verdict.Rationale
	for _, j := range v.Jurors {
		rationales = append(rationales, verdict.Rationale{Juror: j.Juror, Rationale: j.Rationale})
	}
	code, b := requestAs(t, http.MethodPost, e.d.Coordinator.URL()+"/v1/verdicts/"+v.ID+"/publish", v.RequesterToken, api.PublishBody{
		Question: verdict.DealQuestion, Rubric: verdict.DealRubric, Evidence: verdict.DealEvidence(criteria, goodWork), Rationales: rationales,
	})
	if code != http.StatusOK {
		t.Fatalf("publish: %d %s", code, b)
	}
	rpcSrv, err := e.d.Chain.ServeRPC("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rpcSrv.Close() })
	rpcURL := rpcSrv.URL() // it answers the preflight of a page on loopback
	dir, err := os.MkdirTemp("", "arbitra-verdict-page-")
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprintf(os.Stderr, "verdict page screenshots: %s\n", dir)

	base := e.d.Coordinator.URL()
	q := url.Values{"rpc": {rpcURL}, "escrow": {verdict.AddressString(e.d.Chain.EscrowAddress())}}
	r := openPage(t, nodeBin, script, dir, "verdict-pass.png", base+"/v/"+v.CID+"?"+q.Encode())
	if r.State != "pass" || len(r.Errors) != 0 {
		t.Fatalf("page state %q: %s\nchecks %+v\nerrors %v", r.State, r.Status, r.Checks, r.Errors)
	}
	want := []string{"seal", "cid", "decode", "canonical", "signature", "request-id", "draw", "majority-v1", "content",
		"chain-deal", "chain-evidence", "chain-draw", "chain", "anchor"}
	for i := range v.Jurors {
		want = append(want, fmt.Sprintf("receipt[%d]", i))
	}
	var names []string
	for _, c := range r.Checks {
		names = append(names, c.Name)
		if c.OK != "true" {
			t.Errorf("check %s: %s %s", c.Name, c.OK, c.Detail)
		}
	}
	for _, n := range want {
		if !slices.Contains(names, n) {
			t.Errorf("the page shows no check %s (it shows %v)", n, names)
		}
	}
	if !strings.Contains(r.Status, "Pinned by the escrow") {
		t.Errorf("status %q does not say the escrow pins the record", r.Status)
	}
	for _, o := range r.Origins {
		if o != base && o != rpcURL {
			t.Errorf("the page contacted %s, neither the coordinator nor the RPC the visitor named", o)
		}
	}

	// The same record by its deal ID: the coordinator names the record, the
	// chain checks decide whether it settled the deal. The signer the
	// visitor names pins it as well.
	q.Set("signer", e.d.Coordinator.Address())
	r = openPage(t, nodeBin, script, dir, "deal-pass.png", base+"/v/"+v.Deal.DealID.String()+"?"+q.Encode())
	if r.State != "pass" || !strings.Contains(r.Status, "Pinned: signed by") {
		t.Errorf("by deal ID: page state %q: %s", r.State, r.Status)
	}
	// The jurors' logs of the coordinator's receipt acks, given to the
	// page, add a censorship check per ack of this request, each passing.
	var logs []string
	for i := range e.d.Jurors {
		p := filepath.Join(e.d.dir, fmt.Sprintf("juror-%d", i+1), "acks", "acks.jsonl")
		if _, err := os.Stat(p); err == nil {
			logs = append(logs, p)
		}
	}
	if len(logs) == 0 {
		t.Fatal("no juror kept a receipt ack")
	}
	r = openPage(t, nodeBin, script, dir, "acks-pass.png", base+"/v/"+v.CID+"?"+q.Encode(), logs...)
	censorship := 0
	for _, c := range r.Checks {
		if c.Name == "censorship" {
			censorship++
			if c.OK != "true" {
				t.Errorf("censorship: %s %s", c.OK, c.Detail)
			}
		}
	}
	if r.State != "pass" || censorship == 0 {
		t.Errorf("with the acks: page state %q, %d censorship checks: %s", r.State, censorship, r.Status)
	}

	// By its verdict hash, with another signer pinned: the signature check
	// fails, and only it.
	q.Set("signer", "0x000000000000000000000000000000000000dead")
	r = openPage(t, nodeBin, script, dir, "wrong-signer.png", base+"/v/0x"+v.Hash+"?"+q.Encode())
	if r.State != "fail" || !strings.Contains(r.Status, "Failed: 1 of") || !strings.Contains(r.Status, "(signature)") {
		t.Errorf("another signer pinned: page state %q: %s", r.State, r.Status)
	}

	gw := tamperingGateway(t, base, v.CID)
	r = openPage(t, nodeBin, script, dir, "verdict-tampered.png", base+"/v/"+v.CID+"?"+url.Values{"gateway": {gw.URL}}.Encode())
	if r.State != "fail" {
		t.Fatalf("tampered record: page state %q: %s", r.State, r.Status)
	}
	failed := map[string]string{}
	for _, c := range r.Checks {
		if c.OK == "false" {
			failed[c.Name] = c.Detail
		}
	}
	if _, ok := failed["cid"]; !ok || !strings.Contains(r.Status, "cid") {
		t.Fatalf("the page does not name the cid check as failed: %s %v", r.Status, failed)
	}
	if _, ok := failed["signature"]; !ok {
		t.Errorf("a tampered byte passed the signature check: %v", failed)
	}
}
