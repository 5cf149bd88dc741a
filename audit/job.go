package audit

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/verdict"
)

// JobCase is an ERC-8183 job and its case on the escrow of the evaluator
// the auditor trusts, as the chain holds them: what CheckJob judges. A
// job's audit is the audit of its case's deal (every round, by Run and
// Walk) plus CheckJob.
type JobCase struct {
	// Evaluator is the ArbitraEvaluator the auditor trusts; Escrow is the
	// escrow it names, whose court decides its cases.
	Evaluator   common.Address
	Escrow      *chain.Escrow
	JobContract common.Address
	JobID       *big.Int
	Job         chain.Job
	// CaseID is the evaluator's case id of the job (Evaluator.CaseID);
	// Case.JobContract is zero when no case was opened.
	CaseID [32]byte
	Case   chain.EvaluatorCase
	// Deal and Rounds are the case on the escrow (zero without a case).
	Deal   chain.DealState
	Rounds []chain.Round
	// FinalAt is when the case's last decision became final: its appeal
	// window closed, or, on an escrow without one, its settlement's block
	// time; 0 while no decision was made.
	FinalAt uint64
	// End is the job contract's event that ended the job; nil while it runs.
	End *chain.JobEnd
}

// ReadJob reads a job, its case through the evaluator (which alone says
// what the case id is) and the case's deal and rounds on the evaluator's
// escrow.
func ReadJob(ctx context.Context, backend chain.Backend, evaluator, jobContract common.Address, jobID *big.Int) (JobCase, error) {
	jc := JobCase{Evaluator: evaluator, JobContract: jobContract, JobID: jobID}
	ev, err := chain.NewEvaluator(ctx, backend, evaluator)
	if err != nil {
		return jc, fmt.Errorf("the evaluator: %w", err)
	}
	escrow, err := ev.Escrow(ctx)
	if err != nil {
		return jc, err
	}
	if jc.Escrow, err = chain.NewEscrow(ctx, backend, escrow, nil); err != nil {
		return jc, fmt.Errorf("the evaluator's escrow: %w", err)
	}
	jobs, err := chain.NewJobs(ctx, backend, jobContract, nil)
	if err != nil {
		return jc, fmt.Errorf("the job contract: %w", err)
	}
	if jc.Job, err = jobs.Job(ctx, jobID); err != nil {
		return jc, err
	}
	if jc.CaseID, err = ev.CaseID(ctx, jobContract, jobID); err != nil {
		return jc, err
	}
	if jc.Case, err = ev.Case(ctx, jc.CaseID); err != nil {
		return jc, err
	}
	if jc.Case.JobContract != (common.Address{}) {
		if jc.Deal, jc.Rounds, err = jc.Escrow.Rounds(ctx, jc.CaseID); err != nil {
			return jc, fmt.Errorf("case %s: %w", verdict.Hex32(jc.CaseID), err)
		}
		if jc.FinalAt, err = finalAt(ctx, jc); err != nil {
			return jc, fmt.Errorf("case %s: %w", verdict.Hex32(jc.CaseID), err)
		}
	}
	end, ok, err := jobs.End(ctx, jobID, jc.Deal.SubmitBlock)
	if err != nil {
		return jc, err
	}
	if ok {
		jc.End = &end
	}
	return jc, nil
}

// finalAt is JobCase.FinalAt: an escrow without an appeal window records
// no round decision, its settlement (DealResolved) is the decision.
func finalAt(ctx context.Context, jc JobCase) (uint64, error) {
	if n := len(jc.Rounds); n > 0 && jc.Rounds[n-1].Decided() {
		return jc.Rounds[n-1].AppealDeadline, nil
	}
	if _, ok := jc.Decided(); !ok || jc.Deal.Round > 0 {
		return 0, nil
	}
	s, err := ReadSettled(ctx, jc.Escrow, jc.CaseID)
	if err != nil {
		return 0, err
	}
	return jc.Escrow.BlockTime(ctx, s.Event.BlockNumber)
}

// Decided reports the case's final outcome: whether the escrow paid it
// out on a decision (released: PASS; refunded with a verdict: FAIL).
func (jc *JobCase) Decided() (approved, ok bool) {
	switch {
	case jc.Deal.Status == chain.StatusReleased:
		return true, true
	case jc.Deal.Status == chain.StatusRefunded && jc.Deal.VerdictHash != ([32]byte{}):
		return false, true
	}
	return false, false
}

// CheckJob is what an auditor checks of an ERC-8183 job beyond its case's
// deal: job-evaluator (the job names the trusted evaluator, whose case is
// this job's), job-evidence (the case commits the job's description and
// deliverable, between its client and provider) and job-outcome (the job
// ended as its case was finally decided, with the verdict hash as reason:
// Completed for PASS, Rejected for FAIL, Expired only when no decision was
// final before expiredAt). The case's records are audited as a deal's.
func CheckJob(jc JobCase) []verdict.Check {
	var checks []verdict.Check
	add(&checks, "job-evaluator", checkJobEvaluator(jc), fmt.Sprintf("job %s of %s names evaluator %s, whose case %s on escrow %s it is",
		jc.JobID, verdict.AddressString(jc.JobContract), verdict.AddressString(jc.Evaluator), verdict.Hex32(jc.CaseID), escrowName(jc)))
	add(&checks, "job-evidence", checkJobEvidence(jc), "the case commits sha256 of the job's description and its deliverable, client as buyer, provider as seller")
	detail, err := checkJobOutcome(jc)
	add(&checks, "job-outcome", err, detail)
	return checks
}

func escrowName(jc JobCase) string {
	if jc.Escrow == nil {
		return "(unknown)"
	}
	return verdict.AddressString(jc.Escrow.Address())
}

func checkJobEvaluator(jc JobCase) error {
	switch {
	case jc.Job.Evaluator != jc.Evaluator:
		return fmt.Errorf("the job names evaluator %s, not %s: arbitra's panel does not decide it", verdict.AddressString(jc.Job.Evaluator), verdict.AddressString(jc.Evaluator))
	case jc.Case.JobContract == (common.Address{}):
		return fmt.Errorf("the evaluator opened no case %s for the job", verdict.Hex32(jc.CaseID))
	case jc.Case.JobContract != jc.JobContract || jc.Case.JobID == nil || jc.Case.JobID.Cmp(jc.JobID) != 0:
		return fmt.Errorf("case %s is job %v of %s, not this job", verdict.Hex32(jc.CaseID), jc.Case.JobID, verdict.AddressString(jc.Case.JobContract))
	case jc.Deal.Status == chain.StatusNone:
		return fmt.Errorf("the escrow holds no deal %s", verdict.Hex32(jc.CaseID))
	}
	return nil
}

func checkJobEvidence(jc JobCase) error {
	d, j := jc.Deal, jc.Job
	switch {
	case jc.Case.JobContract == (common.Address{}):
		return errors.New("no case: nothing commits the job's evidence")
	case d.CriteriaHash != j.CriteriaHash():
		return fmt.Errorf("the case's criteria hash %s is not sha256 of the job's description %s", verdict.Hex32(d.CriteriaHash), verdict.Hex32(j.CriteriaHash()))
	case d.DeliverableHash != j.Deliverable:
		return fmt.Errorf("the case's deliverable hash %s is not the job's deliverable %s", verdict.Hex32(d.DeliverableHash), verdict.Hex32(j.Deliverable))
	case d.Buyer != j.Client || d.Seller != j.Provider:
		return fmt.Errorf("the case is between %s and %s, the job between client %s and provider %s",
			verdict.AddressString(d.Buyer), verdict.AddressString(d.Seller), verdict.AddressString(j.Client), verdict.AddressString(j.Provider))
	}
	return nil
}

func checkJobOutcome(jc JobCase) (string, error) {
	j, end := jc.Job, jc.End
	approved, decided := jc.Decided()
	switch j.Status {
	case chain.JobCompleted, chain.JobRejected:
		switch {
		case end == nil || end.Status != j.Status:
			return "", fmt.Errorf("the job is %s without its Job%s event", j.Status, eventName(j.Status))
		case end.By != jc.Evaluator:
			return "", fmt.Errorf("the job was %s by %s, not by the evaluator", j.Status, verdict.AddressString(end.By))
		case !decided:
			return "", fmt.Errorf("the job is %s, but its case is %s with no final outcome", j.Status, jc.Deal.Status)
		case approved != (j.Status == chain.JobCompleted):
			return "", fmt.Errorf("the job is %s, but its case was decided %s", j.Status, outcomeName(approved))
		case end.Reason != jc.Deal.VerdictHash:
			return "", fmt.Errorf("the job's reason %s is not its case's verdict hash %s", verdict.Hex32(end.Reason), verdict.Hex32(jc.Deal.VerdictHash))
		case !jc.Case.Settled:
			return "", errors.New("the evaluator has not settled the case, yet the job ended by it")
		}
		return fmt.Sprintf("%s in block %d as its case decided (%s, round %d), reason = the verdict hash %s",
			j.Status, end.BlockNumber, outcomeName(approved), jc.Deal.Round, verdict.Hex32(end.Reason)), nil
	case chain.JobExpired:
		// The evaluator must act before expiredAt: an expiry is its failure
		// when the case's decision was final before then.
		if jc.FinalAt != 0 && jc.FinalAt < j.ExpiredAt {
			return "", fmt.Errorf("the job expired at %s, but its case's decision was final at %s, before it: the evaluator did not settle in time",
				unixTime(j.ExpiredAt), unixTime(jc.FinalAt))
		}
		return fmt.Sprintf("expired at %s with no final decision before it; the budget went back to the client", unixTime(j.ExpiredAt)), nil
	}
	if decided {
		return "", fmt.Errorf("the job is %s, its case final (%s): settle it", j.Status, outcomeName(approved))
	}
	return "", fmt.Errorf("the job is %s: it has not ended", j.Status)
}

func eventName(s chain.JobStatus) string {
	if s == chain.JobCompleted {
		return "Completed"
	}
	return "Rejected"
}

func outcomeName(approved bool) string {
	if approved {
		return verdict.OptionPass
	}
	return verdict.OptionFail
}

func unixTime(s uint64) string { return time.Unix(int64(s), 0).UTC().Format(time.RFC3339) }

// JobView is a job and its case as `arbitra job show` and MCP's
// job_verdict print them.
type JobView struct {
	JobID        string `json:"job_id"`
	Jobs         string `json:"jobs" jsonschema:"the ERC-8183 job contract"`
	Status       string `json:"status" jsonschema:"open, funded, submitted, completed, rejected or expired"`
	Client       string `json:"client"`
	Provider     string `json:"provider"`
	Evaluator    string `json:"evaluator"`
	Budget       string `json:"budget" jsonschema:"in the payment token's base units"`
	ExpiredAt    uint64 `json:"expired_at"`
	ExpiredTime  string `json:"expired_time"`
	CriteriaHash string `json:"criteria_hash" jsonschema:"sha256 of the description"`
	Deliverable  string `json:"deliverable" jsonschema:"what the provider submitted: sha256 of the deliverable text"`
	CaseID       string `json:"case_id" jsonschema:"the escrow deal the panel decides"`
	// Case is absent until the case is opened.
	Case *CaseView `json:"case,omitempty"`
	// Reason and EndTx are set once the job ended: completed or rejected
	// with the verdict hash as reason, or expired.
	Reason string `json:"reason,omitempty" jsonschema:"the job's reason: the case's verdict hash"`
	EndTx  string `json:"end_tx,omitempty"`
	// RecordCIDs are the records of the case's rounds a coordinator names,
	// when the caller asked one; RecordError says why it named none.
	RecordCIDs  []string `json:"record_cids,omitempty"`
	RecordError string   `json:"record_error,omitempty"`
}

// CaseView is a job's case as its escrow holds it.
type CaseView struct {
	Escrow      string `json:"escrow"`
	State       string `json:"state" jsonschema:"submitted, decided, released (PASS) or refunded"`
	Round       uint8  `json:"round"`
	Outcome     string `json:"outcome,omitempty" jsonschema:"PASS or FAIL once final"`
	VerdictHash string `json:"verdict_hash"`
	Settled     bool   `json:"settled" jsonschema:"whether the evaluator applied the outcome to the job"`
}

// View is the job's JobView.
func (jc JobCase) View() JobView {
	j := jc.Job
	v := JobView{JobID: jc.JobID.String(), Jobs: verdict.AddressString(jc.JobContract), Status: j.Status.String(),
		Client: verdict.AddressString(j.Client), Provider: verdict.AddressString(j.Provider), Evaluator: verdict.AddressString(j.Evaluator),
		Budget: j.Budget.String(), ExpiredAt: j.ExpiredAt, ExpiredTime: unixTime(j.ExpiredAt),
		CriteriaHash: verdict.Hex32(j.CriteriaHash()), Deliverable: verdict.Hex32(j.Deliverable), CaseID: verdict.Hex32(jc.CaseID)}
	if jc.Case.JobContract != (common.Address{}) {
		v.Case = &CaseView{Escrow: escrowName(jc), State: jc.Deal.Status.String(), Round: jc.Deal.Round,
			VerdictHash: verdict.Hex32(jc.Deal.VerdictHash), Settled: jc.Case.Settled}
		if approved, ok := jc.Decided(); ok {
			v.Case.Outcome = outcomeName(approved)
		}
	}
	if jc.End != nil {
		v.EndTx = jc.End.TxHash.Hex()
		if jc.End.Status != chain.JobExpired {
			v.Reason = verdict.Hex32(jc.End.Reason)
		}
	}
	return v
}
