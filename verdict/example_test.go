package verdict_test

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/arbitra-network/arbitra/verdict"
)

// An auditor holds a record's verdict block, the coordinator's signature and
// the receipt blocks (what GET /v1/verdicts/{id}/record answers, or what
// arbitra verify reads) and checks it offline, trusting no one: here the
// golden record of testdata/vectors.json, then the same record with its
// dissent count changed.
func ExampleAudit() {
	raw, err := os.ReadFile("../testdata/vectors.json")
	if err != nil {
		fmt.Println(err)
		return
	}
	var v struct {
		Verdict      string `json:"verdict_canonical_bytes"`
		CID          string `json:"verdict_cid"`
		Signature    string `json:"verdict_signature"`
		Signer       string `json:"signer"`
		ReceiptCID   string `json:"receipt_cid"`
		ReceiptBlock string `json:"receipt_block"`
	}
	if err := json.Unmarshal(raw, &v); err != nil {
		fmt.Println(err)
		return
	}
	rec := verdict.Record{Verdict: []byte(v.Verdict), Signature: v.Signature,
		Receipts: map[string][]byte{v.ReceiptCID: []byte(v.ReceiptBlock)}}
	rep := verdict.Audit(rec, verdict.AuditOptions{ExpectCID: v.CID, ExpectSigner: v.Signer})
	fmt.Println("golden record passes:", rep.OK())

	rec.Verdict = []byte(strings.Replace(v.Verdict, `"dissent":0`, `"dissent":1`, 1))
	rep = verdict.Audit(rec, verdict.AuditOptions{ExpectCID: v.CID, ExpectSigner: v.Signer})
	failed, _ := rep.Failed()
	fmt.Println("tampered record passes:", rep.OK(), "- first failed check:", failed.Name)
	// Output:
	// golden record passes: true
	// tampered record passes: false - first failed check: cid
}
