package audit_test

import (
	"context"
	"crypto/sha256"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/audit"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/contracts"
	"github.com/arbitra-network/arbitra/internal/chaintest"
	"github.com/arbitra-network/arbitra/verdict"
)

// checks is CheckJob's checks as name=ok, and the detail of the failed ones.
func checks(cs []verdict.Check) (string, string) {
	var parts, failed []string
	for _, c := range cs {
		parts = append(parts, c.Name+"="+map[bool]string{true: "ok", false: "FAIL"}[c.OK])
		if !c.OK {
			failed = append(failed, c.Detail)
		}
	}
	return strings.Join(parts, " "), strings.Join(failed, "; ")
}

// readJob reads the devnet's job id as an auditor trusting its evaluator.
func readJob(t *testing.T, d *chaintest.Deal, id *big.Int) audit.JobCase {
	t.Helper()
	jc, err := audit.ReadJob(context.Background(), d.Dev.Client(), d.Dev.EvaluatorAddress(), d.Dev.JobsAddress(), id)
	if err != nil {
		t.Fatal(err)
	}
	return jc
}

// A job its case's panel decided PASS and the evaluator completed passes
// the job checks. The same job read through a job contract that reported
// another reason, or a case committing another deliverable, fails the
// check that names it; a job whose evaluator is someone's own key, which
// completed it with a reason of its choosing, fails job-evaluator and
// job-outcome; a job still running fails job-outcome.
func TestCheckJob(t *testing.T) {
	ctx := context.Background()
	d := chaintest.JobDeal(t, "audit-job", chain.DevnetConfig{PanelSize: 3, Accounts: []string{"mallory"}}, big.NewInt(30_000))
	id := d.FundJob(t, "summarise the escrow's appeal rules", big.NewInt(2_000_000))
	d.OpenCase(t, id, "a losing party may appeal inside the window")
	if got, detail := checks(audit.CheckJob(readJob(t, d, id))); got != "job-evaluator=ok job-evidence=ok job-outcome=FAIL" ||
		!strings.Contains(detail, "has not ended") {
		t.Fatalf("a submitted job: %s (%s)", got, detail)
	}
	d.Decide(t, 0, true, 2)
	if got, detail := checks(audit.CheckJob(readJob(t, d, id))); !strings.Contains(detail, "settle it") {
		t.Fatalf("a decided job left unsettled: %s (%s)", got, detail)
	}
	if _, err := d.Evaluator(t, "seller").Settle(ctx, d.Dev.JobsAddress(), id); err != nil {
		t.Fatal(err)
	}
	jc := readJob(t, d, id)
	if got, detail := checks(audit.CheckJob(jc)); got != "job-evaluator=ok job-evidence=ok job-outcome=ok" {
		t.Fatalf("a completed job: %s (%s)", got, detail)
	}

	lying := jc
	end := *jc.End
	end.Reason = sha256.Sum256([]byte("another record"))
	lying.End = &end
	if got, detail := checks(audit.CheckJob(lying)); got != "job-evaluator=ok job-evidence=ok job-outcome=FAIL" ||
		!strings.Contains(detail, "is not its case's verdict hash") {
		t.Fatalf("a reason other than the verdict hash: %s (%s)", got, detail)
	}
	other := jc
	other.Deal.DeliverableHash = sha256.Sum256([]byte("other work"))
	if got, detail := checks(audit.CheckJob(other)); got != "job-evaluator=ok job-evidence=FAIL job-outcome=ok" ||
		!strings.Contains(detail, "deliverable") {
		t.Fatalf("a case over another deliverable: %s (%s)", got, detail)
	}

	// mallory evaluates its own job and completes it with any reason.
	head, err := d.Dev.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	buyerJobs := d.JobsClient(t, "buyer")
	own, _, err := buyerJobs.CreateJob(ctx, chain.JobTerms{Provider: chain.DevAddress("seller"), Evaluator: chain.DevAddress("mallory"),
		ExpiredAt: head.Time + 3600, Description: "anything"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := buyerJobs.SetBudget(ctx, own, big.NewInt(1)); err != nil {
		t.Fatal(err)
	}
	_, buyerTx := d.Client(t, "buyer")
	if _, err := d.Token.WithTransactor(buyerTx).Approve(ctx, buyerJobs.Address(), big.NewInt(1)); err != nil {
		t.Fatal(err)
	}
	if _, err := buyerJobs.Fund(ctx, own, big.NewInt(1)); err != nil {
		t.Fatal(err)
	}
	if _, err := d.JobsClient(t, "seller").Submit(ctx, own, sha256.Sum256([]byte("x"))); err != nil {
		t.Fatal(err)
	}
	_, mallory := d.Client(t, "mallory")
	jobsAddr := d.Dev.JobsAddress()
	if _, err := mallory.Send(ctx, &jobsAddr, contracts.NewAgenticCommerceJobs().PackComplete(own, jc.Deal.VerdictHash, nil), nil); err != nil {
		t.Fatal(err)
	}
	if got, detail := checks(audit.CheckJob(readJob(t, d, own))); got != "job-evaluator=FAIL job-evidence=FAIL job-outcome=FAIL" ||
		!strings.Contains(detail, "names evaluator "+verdict.AddressString(chain.DevAddress("mallory"))) {
		t.Fatalf("a job its own evaluator completed: %s (%s)", got, detail)
	}
}

// A job whose case was decided, and final, before its expiredAt, yet
// expired unsettled, fails job-outcome: the evaluator's settle was due. A
// job whose case nobody decided expires as the standard allows.
func TestCheckJobExpiry(t *testing.T) {
	ctx := context.Background()
	d := chaintest.JobDeal(t, "audit-expiry", chain.DevnetConfig{PanelSize: 3}, big.NewInt(30_000))
	undecided := d.FundJob(t, "first job", big.NewInt(1_000))
	d.OpenCase(t, undecided, "first work")
	late := d.FundJob(t, "second job", big.NewInt(1_000))
	d.OpenCase(t, late, "second work")
	d.Decide(t, 0, true, 2)
	if err := d.Dev.AdjustTime(2 * time.Hour); err != nil {
		t.Fatal(err)
	}
	jobs := d.JobsClient(t, "seller")
	for _, id := range []*big.Int{undecided, late} {
		if _, err := jobs.ClaimRefund(ctx, id); err != nil {
			t.Fatal(err)
		}
	}
	if got, detail := checks(audit.CheckJob(readJob(t, d, undecided))); got != "job-evaluator=ok job-evidence=ok job-outcome=ok" {
		t.Fatalf("an undecided job that expired: %s (%s)", got, detail)
	}
	if got, detail := checks(audit.CheckJob(readJob(t, d, late))); got != "job-evaluator=ok job-evidence=ok job-outcome=FAIL" ||
		!strings.Contains(detail, "did not settle in time") {
		t.Fatalf("a decided job that expired: %s (%s)", got, detail)
	}
}
