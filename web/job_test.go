package web_test

import (
	"crypto/sha256"
	"encoding/json"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/audit"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/verdict"
)

// jobWire is a job case as the page's readJob returns it (src/job.js):
// addresses and hashes as lowercase 0x hex, ids and amounts as decimal
// strings.
type jobWire struct {
	Evaluator   string `json:"evaluator"`
	Escrow      string `json:"escrow"`
	JobContract string `json:"jobContract"`
	JobID       string `json:"jobId"`
	Job         struct {
		Client      string `json:"client"`
		Provider    string `json:"provider"`
		Evaluator   string `json:"evaluator"`
		Description string `json:"description"`
		Budget      string `json:"budget"`
		ExpiredAt   uint64 `json:"expiredAt"`
		Status      uint8  `json:"status"`
		Deliverable string `json:"deliverable"`
	} `json:"job"`
	CaseID string `json:"caseId"`
	Case   struct {
		JobContract string  `json:"jobContract"`
		Settled     bool    `json:"settled"`
		JobID       *string `json:"jobId"`
	} `json:"case"`
	Deal struct {
		Status          uint8  `json:"status"`
		CriteriaHash    string `json:"criteriaHash"`
		DeliverableHash string `json:"deliverableHash"`
		Buyer           string `json:"buyer"`
		Seller          string `json:"seller"`
		VerdictHash     string `json:"verdictHash"`
		Round           uint8  `json:"round"`
		SubmitBlock     uint64 `json:"submitBlock"`
	} `json:"deal"`
	FinalAt uint64 `json:"finalAt"`
	End     *struct {
		Status      uint8  `json:"status"`
		By          string `json:"by"`
		Reason      string `json:"reason"`
		BlockNumber uint64 `json:"blockNumber"`
	} `json:"end"`
}

// wireOf is jc as the page reads it; escrow is the evaluator's escrow
// (zero: unknown, as a JobCase without one).
func wireOf(jc audit.JobCase, escrow common.Address) jobWire {
	a := verdict.AddressString
	var w jobWire
	w.Evaluator, w.JobContract, w.JobID, w.CaseID = a(jc.Evaluator), a(jc.JobContract), jc.JobID.String(), verdict.Hex32(jc.CaseID)
	if escrow != (common.Address{}) {
		w.Escrow = a(escrow)
	}
	j := jc.Job
	w.Job.Client, w.Job.Provider, w.Job.Evaluator, w.Job.Description = a(j.Client), a(j.Provider), a(j.Evaluator), j.Description
	w.Job.Budget, w.Job.ExpiredAt, w.Job.Status, w.Job.Deliverable = j.Budget.String(), j.ExpiredAt, uint8(j.Status), verdict.Hex32(j.Deliverable)
	w.Case.JobContract, w.Case.Settled = a(jc.Case.JobContract), jc.Case.Settled
	if jc.Case.JobID != nil {
		s := jc.Case.JobID.String()
		w.Case.JobID = &s
	}
	d := jc.Deal
	w.Deal.Status, w.Deal.CriteriaHash, w.Deal.DeliverableHash = uint8(d.Status), verdict.Hex32(d.CriteriaHash), verdict.Hex32(d.DeliverableHash)
	w.Deal.Buyer, w.Deal.Seller, w.Deal.VerdictHash, w.Deal.Round, w.Deal.SubmitBlock = a(d.Buyer), a(d.Seller), verdict.Hex32(d.VerdictHash), d.Round, d.SubmitBlock
	w.FinalAt = jc.FinalAt
	if e := jc.End; e != nil {
		w.End = &struct {
			Status      uint8  `json:"status"`
			By          string `json:"by"`
			Reason      string `json:"reason"`
			BlockNumber uint64 `json:"blockNumber"`
		}{uint8(e.Status), a(e.By), verdict.Hex32(e.Reason), e.BlockNumber}
	}
	return w
}

// pageJobChecks runs the page's jobChecks (harness/job.mjs) in node on the
// cases; it skips the test without node or the page's libraries.
func pageJobChecks(t *testing.T, cases []jobWire) [][]jsCheck {
	t.Helper()
	in, err := json.Marshal(cases)
	if err != nil {
		t.Fatal(err)
	}
	out := runHarness(t, "job.mjs", in)
	var js [][]jsCheck
	if err := json.Unmarshal(out, &js); err != nil || len(js) != len(cases) {
		t.Fatalf("node answered %d cases (%v): %.300s", len(js), err, out)
	}
	return js
}

// The page's job checks (jobChecks in src/job.js) and audit.CheckJob give
// the same names, outcomes and details on a completed job and on jobs
// altered one way each: another evaluator, no case, another job's case,
// other evidence or parties, an end without its event, by another
// account, on an undecided or opposite case, with another reason or
// unsettled, expiries in and out of time, and jobs still running.
func TestJobChecksMatchGo(t *testing.T) {
	h := func(s string) [32]byte { return sha256.Sum256([]byte(s)) }
	addr := func(s string) common.Address { b := h(s); return common.BytesToAddress(b[:20]) }
	evaluator, jobs, mallory := addr("evaluator"), addr("jobs"), addr("mallory")
	vh := h("ballots")
	base := audit.JobCase{Evaluator: evaluator, JobContract: jobs, JobID: big.NewInt(7), CaseID: h("case"),
		Job: chain.Job{Client: addr("client"), Provider: addr("provider"), Evaluator: evaluator, Description: "Summarise the appeal rules, ünïcode.",
			Budget: big.NewInt(2_000_000), ExpiredAt: 1_800_000_000, Status: chain.JobCompleted, Deliverable: h("work")},
		Case: chain.EvaluatorCase{JobContract: jobs, JobID: big.NewInt(7), Settled: true},
		Deal: chain.DealState{Status: chain.StatusReleased, Buyer: addr("client"), Seller: addr("provider"), VerdictHash: vh, Round: 1, SubmitBlock: 40},
		End:  &chain.JobEnd{Status: chain.JobCompleted, By: evaluator, Reason: vh, BlockNumber: 52}, FinalAt: 1_799_000_000}
	base.Deal.CriteriaHash, base.Deal.DeliverableHash = base.Job.CriteriaHash(), base.Job.Deliverable
	end := func(jc *audit.JobCase, e chain.JobEnd) { jc.End = &e }
	rejected := func(jc *audit.JobCase) {
		jc.Job.Status, jc.Deal.Status = chain.JobRejected, chain.StatusRefunded
		end(jc, chain.JobEnd{Status: chain.JobRejected, By: evaluator, Reason: vh, BlockNumber: 52})
	}
	running := func(jc *audit.JobCase) { jc.Job.Status, jc.End, jc.Case.Settled = chain.JobSubmitted, nil, false }
	expired := func(jc *audit.JobCase) {
		jc.Job.Status, jc.Case.Settled = chain.JobExpired, false
		end(jc, chain.JobEnd{Status: chain.JobExpired, BlockNumber: 60})
	}
	cases := []struct {
		name string
		edit func(jc *audit.JobCase)
	}{
		{"completed", func(*audit.JobCase) {}},
		{"rejected on FAIL", rejected},
		{"another evaluator", func(jc *audit.JobCase) { jc.Job.Evaluator = mallory }},
		{"no case", func(jc *audit.JobCase) { jc.Case, jc.Deal = chain.EvaluatorCase{}, chain.DealState{} }},
		{"another job's case", func(jc *audit.JobCase) { jc.Case.JobID = big.NewInt(9) }},
		{"another contract's case", func(jc *audit.JobCase) { jc.Case.JobContract = mallory }},
		{"no deal on the escrow", func(jc *audit.JobCase) { jc.Deal.Status = chain.StatusNone }},
		{"another description", func(jc *audit.JobCase) { jc.Job.Description = "Another task." }},
		{"another deliverable", func(jc *audit.JobCase) { jc.Deal.DeliverableHash = h("other work") }},
		{"another seller", func(jc *audit.JobCase) { jc.Deal.Seller = mallory }},
		{"completed without its event", func(jc *audit.JobCase) { jc.End = nil }},
		{"completed with a rejection's event", func(jc *audit.JobCase) { jc.End.Status = chain.JobRejected }},
		{"rejected without its event", func(jc *audit.JobCase) { rejected(jc); jc.End = nil }},
		{"completed by another", func(jc *audit.JobCase) { jc.End.By = mallory }},
		{"completed on an undecided case", func(jc *audit.JobCase) { jc.Deal.Status = chain.StatusDecided }},
		{"completed on a refund without a verdict", func(jc *audit.JobCase) { jc.Deal.Status, jc.Deal.VerdictHash = chain.StatusRefunded, [32]byte{} }},
		{"completed on FAIL", func(jc *audit.JobCase) { jc.Deal.Status = chain.StatusRefunded }},
		{"rejected on PASS", func(jc *audit.JobCase) { rejected(jc); jc.Deal.Status = chain.StatusReleased }},
		{"another reason", func(jc *audit.JobCase) { jc.End.Reason = h("another record") }},
		{"unsettled", func(jc *audit.JobCase) { jc.Case.Settled = false }},
		{"expired undecided", func(jc *audit.JobCase) { expired(jc); jc.FinalAt, jc.Deal.Status = 0, chain.StatusSubmitted }},
		{"expired, decided before", expired},
		{"expired, decided after", func(jc *audit.JobCase) { expired(jc); jc.FinalAt = jc.Job.ExpiredAt + 1 }},
		{"submitted, undecided", func(jc *audit.JobCase) { running(jc); jc.Deal.Status = chain.StatusDecided }},
		{"submitted, decided", running},
		{"unknown statuses", func(jc *audit.JobCase) { jc.Job.Status, jc.Deal.Status, jc.End = 9, 8, nil }},
	}
	var wire []jobWire
	var goChecks [][]verdict.Check
	for _, c := range cases {
		jc := base
		jc.Case.JobID, jc.End = new(big.Int).Set(base.Case.JobID), &chain.JobEnd{}
		*jc.End = *base.End
		c.edit(&jc)
		wire = append(wire, wireOf(jc, common.Address{}))
		goChecks = append(goChecks, audit.CheckJob(jc))
	}
	js := pageJobChecks(t, wire)
	for i, c := range cases {
		var got []verdict.Check
		for _, k := range js[i] {
			got = append(got, verdict.Check{Name: k.Name, OK: k.OK, Detail: k.Detail})
		}
		if len(got) != len(goChecks[i]) {
			t.Errorf("%s:\ngo %+v\njs %+v", c.name, goChecks[i], got)
			continue
		}
		for k := range got {
			if got[k] != goChecks[i][k] {
				t.Errorf("%s:\ngo %+v\njs %+v", c.name, goChecks[i][k], got[k])
			}
		}
	}
}
