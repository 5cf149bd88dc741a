package web_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/verdict"
)

// vectors is the part of testdata/vectors.json the differential test uses.
type vectors struct {
	PrivateKey   string          `json:"private_key"`
	Verdict      json.RawMessage `json:"verdict"`
	ReceiptBlock string          `json:"receipt_block"`
	ReceiptCID   string          `json:"receipt_cid"`
}

type wireRecord struct {
	Verdict   []byte            `json:"verdict"`
	Signature string            `json:"signature"`
	Receipts  map[string][]byte `json:"receipts"`
	Acks      []string          `json:"acks,omitempty"`
	acks      []verdict.Ack
}

type jsCheck struct {
	Name   string `json:"name"`
	OK     bool   `json:"ok"`
	Detail string `json:"detail"`
}

// The page's audit (web/src/audit.js, run in node by
// harness/differential.mjs) and verdict.Audit give the same checks with the
// same outcomes on the golden record and on records altered one way each, every one signed by the vector's key so
// that the checks past the signature run.
func TestAuditMatchesGo(t *testing.T) {
	pageNode(t)
	raw, err := os.ReadFile(filepath.Join("..", "testdata", "vectors.json"))
	if err != nil {
		t.Fatal(err)
	}
	var vec vectors
	if err := json.Unmarshal(raw, &vec); err != nil {
		t.Fatal(err)
	}
	key, err := crypto.HexToECDSA(strings.TrimPrefix(vec.PrivateKey, "0x"))
	if err != nil {
		t.Fatal(err)
	}
	signer := verdict.NewKeySigner(key)
	receipts := map[string][]byte{vec.ReceiptCID: []byte(vec.ReceiptBlock)}

	// edit changes the decoded golden verdict; the result is written
	// canonically unless raw bytes are given.
	type variant struct {
		name string
		edit func(m map[string]any)
		raw  func(canon string) string
	}
	juror := func(m map[string]any, i int) map[string]any { return m["jurors"].([]any)[i].(map[string]any) }
	variants := []variant{
		{name: "golden"},
		{name: "decision", edit: func(m map[string]any) { m["decision"] = "FAIL" }},
		{name: "dissent", edit: func(m map[string]any) { m["dissent"] = 1 }},
		{name: "unanimous", edit: func(m map[string]any) { m["unanimous"] = false }},
		{name: "vote", edit: func(m map[string]any) { juror(m, 0)["vote"] = "FAIL" }},
		{name: "confidence", edit: func(m map[string]any) { juror(m, 0)["confidence"] = 0.5 }},
		{name: "latency", edit: func(m map[string]any) { juror(m, 0)["latency_ms"] = 413 }},
		{name: "receipt cid", edit: func(m map[string]any) {
			juror(m, 0)["receipt_cid"] = "baguqeerami7z6ixspziry5p3rvfsmv4wghk2o3ltle3cd2szprtgy6fnfaaa"
		}},
		{name: "no receipt", edit: func(m map[string]any) { delete(juror(m, 0), "receipt_cid") }},
		{name: "seats swapped", edit: func(m map[string]any) { j := m["jurors"].([]any); j[0], j[1] = j[1], j[0] }},
		{name: "seed", edit: func(m map[string]any) { m["draw"].(map[string]any)["seed"] = "vrd_00000000000000000000000000000000" }},
		{name: "weight", edit: func(m map[string]any) {
			m["draw"].(map[string]any)["candidates"].([]any)[0].(map[string]any)["weight"] = 1
		}},
		{name: "size", edit: func(m map[string]any) { m["draw"].(map[string]any)["size"] = 9 }},
		{name: "no draw", edit: func(m map[string]any) { delete(m, "draw") }},
		{name: "escrow draw", edit: func(m map[string]any) { m["draw"].(map[string]any)["source"] = "escrow" }},
		{name: "id", edit: func(m map[string]any) { m["id"] = "vrd_00000000000000000000000000000000" }},
		{name: "nonce", edit: func(m map[string]any) { m["nonce"] = "again" }},
		{name: "empty rubric_fp", edit: func(m map[string]any) { m["rubric_fp"] = "" }},
		{name: "quorum", edit: func(m map[string]any) { m["quorum"] = 3 }},
		{name: "root", edit: func(m map[string]any) { m["evidence"].(map[string]any)["root"] = strings.Repeat("0", 64) }},
		{name: "method", edit: func(m map[string]any) { m["method"] = "majority-v2" }},
		{name: "coordinator", edit: func(m map[string]any) { m["coordinator"] = "0x000000000000000000000000000000000000dead" }},
		{name: "unknown field", edit: func(m map[string]any) { m["extra"] = 1 }},
		{name: "version", edit: func(m map[string]any) { m["v"] = 2 }},
		{name: "kind", edit: func(m map[string]any) { m["kind"] = "receipt" }},
		{name: "string for a number", edit: func(m map[string]any) { m["dissent"] = "0" }},
		{name: "float for an integer", edit: func(m map[string]any) { m["dissent"] = 0.5 }},
		{name: "null options", edit: func(m map[string]any) { m["options"] = nil }},
		{name: "options", edit: func(m map[string]any) { m["options"] = []any{"PASS", "FAIL", "MAYBE"} }},
		{name: "deal", edit: func(m map[string]any) { delete(m, "deal") }},
		{name: "appeal round", edit: func(m map[string]any) {
			d := m["deal"].(map[string]any)
			d["round"], d["previous"] = 1, "baguqeerami7z6ixspziry5p3rvfsmv4wghk2o3ltle3cd2szprtgy6fnfaaa"
		}},
		{name: "round 0 spelled out", edit: func(m map[string]any) { m["deal"].(map[string]any)["round"] = 0 }},
		{name: "whitespace", raw: func(c string) string { return strings.Replace(c, `"v":1`, `"v": 1`, 1) }},
		{name: "key order", raw: func(c string) string { return strings.Replace(c, `{"coordinator"`, `{"v":1,"coordinator"`, 1) }},
		{name: "upper-case key", raw: func(c string) string { return strings.Replace(c, `"id":`, `"ID":`, 1) }},
		{name: "escaped letter", raw: func(c string) string { return strings.Replace(c, `"trust_model":"a`, `"trust_model":"\u0061`, 1) }},
		{name: "lone surrogate", raw: func(c string) string { return strings.Replace(c, `"created_at":"`, `"created_at":"\ud800`, 1) }},
		{name: "exponent", raw: func(c string) string { return strings.Replace(c, `"dissent":0`, `"dissent":0e0`, 1) }},
		{name: "not json", raw: func(c string) string { return c[:len(c)-1] }},
	}
	var recs []wireRecord
	for _, v := range variants {
		var m map[string]any
		if err := json.Unmarshal(vec.Verdict, &m); err != nil {
			t.Fatal(err)
		}
		if v.edit != nil {
			v.edit(m)
		}
		b, err := verdict.Canonical(m)
		if err != nil {
			t.Fatalf("%s: %v", v.name, err)
		}
		if v.raw != nil {
			s := v.raw(string(b))
			if s == string(b) {
				t.Fatalf("%s: the edit changed nothing", v.name)
			}
			b = []byte(s)
		}
		sig, err := verdict.SignText(signer, b)
		if err != nil {
			t.Fatal(err)
		}
		recs = append(recs, wireRecord{Verdict: b, Signature: sig, Receipts: receipts})
	}
	// One more: the golden verdict with its receipt block altered.
	golden := recs[0]
	altered := bytes.Replace([]byte(vec.ReceiptBlock), []byte(`"latency_ms":412`), []byte(`"latency_ms":413`), 1)
	recs = append(recs, wireRecord{Verdict: golden.Verdict, Signature: golden.Signature, Receipts: map[string][]byte{vec.ReceiptCID: altered}})
	variants = append(variants, variant{name: "receipt block"})

	// And the golden verdict against receipt acks, a kept one and censored
	// or unrelated ones.
	var gv verdict.Verdict
	if err := json.Unmarshal(golden.Verdict, &gv); err != nil {
		t.Fatal(err)
	}
	other, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name    string
		request string
		juror   verdict.Address
		rcCID   string
		by      verdict.Signer
	}{
		{"ack kept", gv.ID, gv.Jurors[0].Juror, vec.ReceiptCID, signer},
		{"ack of another receipt", gv.ID, gv.Jurors[0].Juror, "baguqeerami7z6ixspziry5p3rvfsmv4wghk2o3ltle3cd2szprtgy6fnfaaa", signer},
		{"ack of a timeout seat", gv.ID, gv.Jurors[1].Juror, vec.ReceiptCID, signer},
		{"ack of no seat", gv.ID, verdict.MustAddress("0x00000000000000000000000000000000000000aa"), vec.ReceiptCID, signer},
		{"ack of another coordinator", gv.ID, gv.Jurors[0].Juror, vec.ReceiptCID, verdict.NewKeySigner(other)},
		{"ack of another request only", "vrd_" + strings.Repeat("ab", 16), gv.Jurors[0].Juror, vec.ReceiptCID, signer},
	} {
		// Each ack also covers a receipt of another request, as one
		// committed beside it would.
		a := verdict.NewAck(verdict.Address(c.by.Address()),
			verdict.AckedReceipt{RequestID: c.request, Juror: c.juror, ReceiptCID: c.rcCID},
			verdict.AckedReceipt{RequestID: "vrd_" + strings.Repeat("cd", 16), Juror: c.juror, ReceiptCID: vec.ReceiptCID})
		if err := a.Sign(c.by); err != nil {
			t.Fatal(err)
		}
		b, err := json.Marshal(a)
		if err != nil {
			t.Fatal(err)
		}
		recs = append(recs, wireRecord{Verdict: golden.Verdict, Signature: golden.Signature, Receipts: receipts, Acks: []string{string(b)}, acks: []verdict.Ack{a}})
		variants = append(variants, variant{name: c.name})
	}

	in, err := json.Marshal(recs)
	if err != nil {
		t.Fatal(err)
	}
	out := runHarness(t, "differential.mjs", in)
	var js [][]jsCheck
	if err := json.Unmarshal(out, &js); err != nil || len(js) != len(recs) {
		t.Fatalf("node answered %d reports (%v): %.300s", len(js), err, out)
	}
	for i, r := range recs {
		rep := verdict.Audit(verdict.Record{Verdict: r.Verdict, Signature: r.Signature, Receipts: r.Receipts}, verdict.AuditOptions{Acks: r.acks})
		goChecks := make([]string, len(rep.Checks))
		for k, c := range rep.Checks {
			goChecks[k] = c.Name + "=" + okWord(c.OK)
		}
		jsChecks := make([]string, len(js[i]))
		for k, c := range js[i] {
			jsChecks[k] = c.Name + "=" + okWord(c.OK)
		}
		if strings.Join(goChecks, " ") != strings.Join(jsChecks, " ") {
			t.Errorf("%s:\n  go %v\n  js %v\n  js details %+v", variants[i].name, goChecks, jsChecks, js[i])
		}
		if i == 0 && !rep.OK() {
			t.Errorf("the golden record fails in Go: %+v", rep.Checks)
		}
	}
}

func okWord(ok bool) string {
	if ok {
		return "pass"
	}
	return "fail"
}
