package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbitra-network/arbitra/ipfs/ipfstest"
	"github.com/arbitra-network/arbitra/verdict"
)

func verify(t *testing.T, args ...string) (string, error) {
	t.Helper()
	var out, errOut bytes.Buffer
	err := runVerify(context.Background(), args, &out, &errOut)
	return out.String() + errOut.String(), err
}

// rewritten is a minted record that its coordinator (or by) rewrote and
// signed again, saved as a record file; drop names receipt blocks left out.
func rewritten(t *testing.T, f ipfstest.Record, by *verdict.KeySigner, mutate func(*verdict.Verdict), drop ...string) string {
	t.Helper()
	v := f.Verdict.Verdict
	v.Jurors = append([]verdict.JurorVote(nil), v.Jurors...)
	d := *v.Draw
	d.Candidates = append([]verdict.Candidate(nil), d.Candidates...)
	v.Draw = &d
	mutate(&v)
	sv, err := verdict.SignVerdict(v, by)
	if err != nil {
		t.Fatal(err)
	}
	rec := f.Record()
	rec.Verdict, rec.Signature = sv.Bytes, sv.Signature
	for _, c := range drop {
		delete(rec.Receipts, c)
	}
	p := filepath.Join(t.TempDir(), "record.json")
	if err := writeRecordFile(p, rec); err != nil {
		t.Fatal(err)
	}
	return p
}

// dissenter is the seat of the record's FAIL vote: a coordinator can drop
// it without changing the decision.
func dissenter(v *verdict.Verdict) int {
	for i, j := range v.Jurors {
		if j.Vote == verdict.OptionFail {
			return i
		}
	}
	return -1
}

func toTimeout(v *verdict.Verdict, seat int) {
	v.Jurors[seat] = verdict.JurorVote{Juror: v.Jurors[seat].Juror, Vote: verdict.VoteAbstain, ErrorClass: verdict.ErrClassTimeout}
	v.Unanimous, v.Dissent = true, 0
}

func TestVerifyTamperedRecords(t *testing.T) {
	f := ipfstest.NewRecord(t)
	coord := f.Coordinator
	signer := coord.Address().Hex()
	seat := dissenter(&f.Verdict.Verdict)
	same := rewritten(t, f, coord, func(*verdict.Verdict) {})
	if out, err := verify(t, "--signer", signer, same); err != nil || !strings.Contains(out, "PASS  all ") {
		t.Fatalf("the record as minted: %v\n%s", err, out)
	}

	cases := []struct {
		name, check string
		mutate      func(*verdict.Verdict)
	}{
		{"reordered seats", "draw", func(v *verdict.Verdict) { v.Jurors[0], v.Jurors[1] = v.Jurors[1], v.Jurors[0] }},
		{"a candidate replaced", "draw", func(v *verdict.Verdict) {
			v.Draw.Candidates[0].Address = verdict.Address(ipfstest.NewSigner(t).Address())
		}},
		{"another seed", "draw", func(v *verdict.Verdict) { v.Draw.Seed = "vrd_ffffffffffffffffffffffffffffffff" }},
		{"a vote turned into a timeout, its receipt in the record", fmt.Sprintf("receipt[%d]", seat),
			func(v *verdict.Verdict) { toTimeout(v, seat) }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, err := verify(t, "--signer", signer, rewritten(t, f, coord, c.mutate))
			wantFail(t, out, err, c.check)
			if exitStatus(err) != 1 {
				t.Fatalf("exit status %d", exitStatus(err))
			}
		})
	}
}

// A coordinator drops the receipt of a juror whose vote it acknowledged and
// signs the record again: the record alone passes, the juror's ack fails
// it with the censorship check.
func TestVerifyAckShowsACensoredVote(t *testing.T) {
	f := ipfstest.NewRecord(t)
	coord := f.Coordinator
	signer := coord.Address().Hex()
	v := f.Verdict.Verdict
	seat := dissenter(&v)
	ack := verdict.NewAck(verdict.Address(coord.Address()), verdict.AckedReceipt{RequestID: v.ID, Juror: v.Jurors[seat].Juror, ReceiptCID: v.Jurors[seat].ReceiptCID})
	if err := ack.Sign(coord); err != nil {
		t.Fatal(err)
	}
	raw, _ := json.MarshalIndent(ack, "", "  ")
	ackFile := filepath.Join(t.TempDir(), v.ID+".json")
	if err := os.WriteFile(ackFile, raw, 0o600); err != nil {
		t.Fatal(err)
	}
	honest := rewritten(t, f, coord, func(*verdict.Verdict) {})
	if out, err := verify(t, "--signer", signer, "--ack", ackFile, honest); err != nil || !strings.Contains(out, "ok    censorship ") {
		t.Fatalf("the ack of a recorded receipt: %v\n%s", err, out)
	}
	censored := rewritten(t, f, coord, func(v *verdict.Verdict) { toTimeout(v, seat) }, v.Jurors[seat].ReceiptCID)
	if out, err := verify(t, "--signer", signer, censored); err != nil {
		t.Fatalf("the censored record passes on its own: %v\n%s", err, out)
	}
	out, err := verify(t, "--signer", signer, "--ack", ackFile, censored)
	wantFail(t, out, err, "censorship")

	// audit takes the same flag, and the juror's whole ack log, in which
	// acks of other requests do not count.
	out, err = auditCLI(t, auditDeps{}, "--record", censored, "--signer", signer, "--ack", ackFile)
	wantFail(t, out, err, "censorship")
	other := verdict.NewAck(verdict.Address(coord.Address()), verdict.AckedReceipt{RequestID: "vrd_" + strings.Repeat("ab", 16), Juror: v.Jurors[seat].Juror, ReceiptCID: v.Jurors[seat].ReceiptCID})
	if err := other.Sign(coord); err != nil {
		t.Fatal(err)
	}
	line1, _ := json.Marshal(other)
	line2, _ := json.Marshal(ack)
	logFile := filepath.Join(t.TempDir(), "acks.jsonl")
	if err := os.WriteFile(logFile, []byte(string(line1)+"\n"+string(line2)+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if out, err := verify(t, "--signer", signer, "--ack", logFile, honest); err != nil || strings.Count(out, "ok    censorship ") != 1 {
		t.Fatalf("the ack log against the honest record: %v\n%s", err, out)
	}
	out, err = auditCLI(t, auditDeps{}, "--record", censored, "--signer", signer, "--ack", logFile)
	wantFail(t, out, err, "censorship")
	bad := filepath.Join(t.TempDir(), "bad.json")
	_ = os.WriteFile(bad, []byte(`{"v":1,"v":1}`), 0o600)
	if _, err := auditCLI(t, auditDeps{}, "--record", censored, "--ack", bad); err == nil || errors.Is(err, errAuditFailed) {
		t.Fatalf("an undecodable ack file: %v", err)
	}
}

// A record re-signed by another key in its own name fails against the
// pinned coordinator, and without a pin is reported unpinned with exit
// status 2, not as a pass.
func TestVerifyRecordResignedByAnotherKey(t *testing.T) {
	f := ipfstest.NewRecord(t)
	thief := ipfstest.NewSigner(t)
	stolen := rewritten(t, f, thief, func(v *verdict.Verdict) { v.Coordinator = verdict.Address(thief.Address()) })
	out, err := verify(t, "--signer", f.Coordinator.Address().Hex(), stolen)
	wantFail(t, out, err, "signature")
	out, err = verify(t, stolen)
	wantUnpinned(t, out, err)

	var js bytes.Buffer
	err = runVerify(context.Background(), []string{"--json", stolen}, &js, &bytes.Buffer{})
	var rep struct {
		OK     bool   `json:"ok"`
		Result string `json:"result"`
		Note   string `json:"note"`
		Pinned bool   `json:"pinned"`
	}
	if jerr := json.Unmarshal(js.Bytes(), &rep); jerr != nil || !errors.Is(err, errUnpinned) {
		t.Fatalf("--json: %v %v\n%s", jerr, err, js.String())
	}
	if !rep.OK || rep.Pinned || rep.Result != verdict.ResultUnpinned || rep.Note != verdict.UnpinnedNote {
		t.Fatalf("--json result: %+v", rep)
	}
}
