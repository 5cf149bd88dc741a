package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p"

	"github.com/arbitra-network/arbitra/ipfs"
	"github.com/arbitra-network/arbitra/ipfs/ipfstest"
	"github.com/arbitra-network/arbitra/verdict"
)

// coordinator runs a real node on a loopback libp2p host holding a record
// with published content.
type coordinator struct {
	rec  ipfstest.Record
	node *ipfs.Node
	ids  ipfs.RecordCIDs
	addr string // multiaddr with /p2p/
}

func startCoordinator(t *testing.T) coordinator {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	h, err := libp2p.New(libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = h.Close() })
	n, err := ipfs.New(ctx, ipfs.Config{Host: h})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = n.Close() })
	rec := ipfstest.NewRecord(t)
	ids, err := n.PutRecord(ctx, rec.Verdict, rec.Receipts)
	if err != nil {
		t.Fatal(err)
	}
	if ids.Content, err = n.PutContent(ctx, rec.Content); err != nil {
		t.Fatal(err)
	}
	return coordinator{rec: rec, node: n, ids: ids, addr: h.Addrs()[0].String() + "/p2p/" + h.ID().String()}
}

// seatCheck names the audit check of the seat whose receipt is cid.
func (c coordinator) seatCheck(cid string) string {
	for i, j := range c.rec.Verdict.Verdict.Jurors {
		if j.ReceiptCID == cid {
			return fmt.Sprintf("receipt[%d]", i)
		}
	}
	return "no seat has receipt " + cid
}

func auditCLI(t *testing.T, deps auditDeps, args ...string) (string, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var out, errOut bytes.Buffer
	err := auditWith(ctx, args, &out, &errOut, deps)
	if errOut.Len() > 0 {
		t.Logf("stderr: %s", errOut.String())
	}
	return out.String(), err
}

var allChecks = []string{"seal", "cid", "decode", "canonical", "signature", "request-id", "draw", "receipt[0]", "receipt[1]", "receipt[2]", "receipt[3]", "majority-v1", "content"}

func wantPass(t *testing.T, out string, err error, checks []string) {
	t.Helper()
	if err != nil {
		t.Fatalf("audit: %v\n%s", err, out)
	}
	for _, c := range checks {
		if !strings.Contains(out, "ok    "+c+" ") {
			t.Errorf("no passing %q line in\n%s", c, out)
		}
	}
	if !strings.Contains(out, "PASS  all ") {
		t.Fatalf("no PASS line in\n%s", out)
	}
}

// wantUnpinned checks an audit whose checks all passed without a pinned
// signer: it says so, and is not a pass.
func wantUnpinned(t *testing.T, out string, err error) {
	t.Helper()
	if !errors.Is(err, errUnpinned) || exitStatus(err) != 2 {
		t.Fatalf("want the unpinned result (exit status 2), got %v\n%s", err, out)
	}
	if !strings.Contains(out, "UNPINNED  all ") || !strings.Contains(out, verdict.UnpinnedNote) || strings.Contains(out, "PASS  all ") {
		t.Fatalf("no unpinned result in\n%s", out)
	}
}

func wantFail(t *testing.T, out string, err error, check string) {
	t.Helper()
	if !errors.Is(err, errAuditFailed) {
		t.Fatalf("audit did not fail: %v\n%s", err, out)
	}
	if !strings.Contains(out, "FAIL  "+check+" ") || !strings.Contains(err.Error(), check) {
		t.Fatalf("failure does not name %q: %v\n%s", check, err, out)
	}
}

func TestAuditOverBitswap(t *testing.T) {
	c := startCoordinator(t)
	signer := c.rec.Coordinator.Address().Hex()
	for _, ref := range []string{c.ids.Verdict, c.ids.Seal, "0x" + c.rec.Verdict.HashHex()} {
		out, err := auditCLI(t, auditDeps{}, "--peer", c.addr, "--signer", signer, ref)
		wantPass(t, out, err, allChecks)
	}
	// Another coordinator's address: the signature check fails.
	out, err := auditCLI(t, auditDeps{}, "--peer", c.addr, "--signer", ipfstest.NewSigner(t).Address().Hex(), c.ids.Verdict)
	wantFail(t, out, err, "signature")
	// Without --signer the signer is printed, and the result is unpinned.
	out, err = auditCLI(t, auditDeps{}, "--peer", c.addr, c.ids.Verdict)
	wantUnpinned(t, out, err)
	if !strings.Contains(out, "signed by "+strings.ToLower(signer)) {
		t.Fatalf("signer not printed:\n%s", out)
	}
	t.Logf("arbitra audit output:\n%s", out)
}

// corrupt serves the gateway with one byte of one block flipped.
func corrupt(h http.Handler, target string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, r)
		body := rec.Body.Bytes()
		if strings.HasPrefix(r.URL.Path, "/ipfs/"+target) && len(body) > 10 {
			body[len(body)/2] ^= 0x01
		}
		for k, v := range rec.Header() {
			w.Header()[k] = v
		}
		w.WriteHeader(rec.Code)
		_, _ = w.Write(body)
	})
}

func TestAuditOverGatewayAndRecordFile(t *testing.T) {
	c := startCoordinator(t)
	signer := c.rec.Coordinator.Address().Hex()
	srv := httptest.NewServer(c.node.Gateway())
	defer srv.Close()
	file := filepath.Join(t.TempDir(), "record.json")
	out, err := auditCLI(t, auditDeps{}, "--gateway", srv.URL, "--signer", signer, "--save", file, c.ids.Verdict)
	wantPass(t, out, err, allChecks)

	// A corrupted gateway: each block's failure names its check.
	for target, check := range map[string]string{
		c.ids.Verdict:     "cid",
		c.ids.Receipts[2]: c.seatCheck(c.ids.Receipts[2]),
		c.ids.Content:     "content",
	} {
		bad := httptest.NewServer(corrupt(c.node.Gateway(), target))
		out, err := auditCLI(t, auditDeps{}, "--gateway", bad.URL, c.ids.Verdict)
		bad.Close()
		wantFail(t, out, err, check)
	}
	bad := httptest.NewServer(corrupt(c.node.Gateway(), c.ids.Seal))
	defer bad.Close()
	out, err = auditCLI(t, auditDeps{}, "--gateway", bad.URL, c.ids.Seal)
	if err == nil || !strings.Contains(err.Error(), "seal") {
		t.Fatalf("corrupted seal: %v\n%s", err, out)
	}

	// Offline, from the saved record file.
	fileChecks := []string{"cid", "decode", "canonical", "signature", "request-id", "draw", "receipt[0]", "receipt[3]", "majority-v1", "content"}
	out, err = auditCLI(t, auditDeps{}, "--record", file, "--signer", signer)
	wantPass(t, out, err, fileChecks)
	out, err = auditCLI(t, auditDeps{}, "--record", file, "--signer", signer, c.rec.Verdict.HashHex())
	wantPass(t, out, err, fileChecks)
	other := ipfstest.NewRecord(t)
	out, err = auditCLI(t, auditDeps{}, "--record", file, other.Verdict.CID())
	wantFail(t, out, err, "cid")

	// A corrupted record file.
	raw, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var rec verdict.Record
	if err := json.Unmarshal(raw, &rec); err != nil {
		t.Fatal(err)
	}
	tamper := func(mutate func(*verdict.Record)) string {
		var r verdict.Record
		_ = json.Unmarshal(raw, &r)
		mutate(&r)
		b, _ := json.Marshal(r)
		p := filepath.Join(t.TempDir(), "bad.json")
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	badVerdict := tamper(func(r *verdict.Record) { r.Verdict[100] ^= 0x01 })
	out, err = auditCLI(t, auditDeps{}, "--record", badVerdict, c.ids.Verdict)
	wantFail(t, out, err, "cid")
	// With nothing to compare the CID to, the signature catches it.
	out, err = auditCLI(t, auditDeps{}, "--record", badVerdict)
	wantFail(t, out, err, "signature")
	out, err = auditCLI(t, auditDeps{}, "--record", tamper(func(r *verdict.Record) {
		k := c.ids.Receipts[1]
		r.Receipts[k] = bytes.Clone(r.Receipts[k])
		r.Receipts[k][50] ^= 0x01
	}))
	wantFail(t, out, err, c.seatCheck(c.ids.Receipts[1]))
	out, err = auditCLI(t, auditDeps{}, "--record", tamper(func(r *verdict.Record) { r.Content.Evidence[1].Text += " " }))
	wantFail(t, out, err, "content")
	out, err = auditCLI(t, auditDeps{}, "--record", tamper(func(r *verdict.Record) { r.Signature = other.Verdict.Signature }))
	wantFail(t, out, err, "signature")
}

func TestAuditUsage(t *testing.T) {
	var out, errOut bytes.Buffer
	if err := runAudit(context.Background(), []string{"--help"}, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "arbitra audit [flags] <CID | verdict hash>") || !strings.Contains(out.String(), "-gateway") {
		t.Fatalf("usage:\n%s", out.String())
	}
	for _, args := range [][]string{
		{},
		{"bafy"},
		{"--gateway", "http://127.0.0.1:1", "--record", "x.json", "ref"},
		{"--gateway", "http://127.0.0.1:1", "a", "b"},
		{"--gateway", "http://127.0.0.1:1", "--signer", "nope", "ref"},
	} {
		if err := runAudit(context.Background(), args, &out, &errOut); err == nil {
			t.Errorf("%v accepted", args)
		}
	}
}
