package ipfs

import (
	"encoding/json"
	"testing"

	"github.com/arbitra-network/arbitra/verdict"
)

// FuzzDecodeSealAnswer feeds arbitrary peer or gateway answers to the
// decoder: it must never panic and never accept an answer about another
// verdict.
func FuzzDecodeSealAnswer(f *testing.F) {
	fx := newFixture(f)
	info := RecordInfo{RecordCIDs: RecordCIDs{Verdict: fx.sv.CID(), Seal: "x"}, SealBlock: fx.sealBlock(f)}
	good, _ := json.Marshal(sealAnswer{RecordInfo: &info})
	f.Add(good)
	f.Add([]byte(`{"error":"not found"}`))
	f.Add([]byte(`{"verdict":"` + fx.sv.CID() + `","seal_block":"e30="}`))
	f.Add([]byte(`null`))
	vc := verdict.CIDForHash(fx.sv.Hash)
	f.Fuzz(func(t *testing.T, raw []byte) {
		got, err := decodeSealAnswer(raw, vc)
		if err == nil && got.Verdict != vc.String() {
			t.Fatalf("accepted an answer about %s", got.Verdict)
		}
	})
}

// FuzzFetchedAudit audits arbitrary verdict and seal bytes: no panic, and
// no pass for bytes that are not the fixture's.
func FuzzFetchedAudit(f *testing.F) {
	fx := newFixture(f)
	seal := fx.sealBlock(f)
	f.Add(fx.sv.Bytes, seal)
	f.Add([]byte(`{}`), []byte(`{}`))
	f.Fuzz(func(t *testing.T, vb, sb []byte) {
		fe := Fetched{Record: fx.record(), CIDs: RecordCIDs{Verdict: fx.sv.CID()}, SealBlock: sb}
		fe.Record.Verdict = vb
		rep := Audit(&fe, verdict.AuditOptions{})
		if rep.OK() && (string(vb) != string(fx.sv.Bytes) || string(sb) != string(seal)) {
			t.Fatal("audit passed altered bytes")
		}
	})
}
