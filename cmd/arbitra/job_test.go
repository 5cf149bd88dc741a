package main

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/audit"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/contracts"
	"github.com/arbitra-network/arbitra/internal/chaintest"
	"github.com/arbitra-network/arbitra/ipfs/ipfstest"
	"github.com/arbitra-network/arbitra/verdict"
)

// runJobAs runs `arbitra job <args>` in process with label's devnet key in
// ARBITRA_PRIVATE_KEY.
func runJobAs(t *testing.T, label string, args ...string) (string, error) {
	t.Helper()
	t.Setenv(envPrivateKey, hex.EncodeToString(crypto.FromECDSA(chain.DevKey(label))))
	var out, errOut bytes.Buffer
	err := runJob(context.Background(), args, &out, &errOut)
	return out.String(), err
}

// writeFile writes text to a new file of the test's and returns its path.
func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

// An ERC-8183 job goes through `arbitra job` as its parties use it: the
// client creates and funds it naming the evaluator, the provider submits
// (the client may not, and a case cannot open before), the client opens
// its case, settle is refused until the panel decides, the panel's three
// seats decide PASS, anyone settles, and show prints the job completed
// with the case's verdict hash as reason. `arbitra audit --job` then
// passes it with the record whose ballots decided the case, pinned by the
// evaluator's escrow; another job, whose case nobody decided, fails
// job-outcome and its case's audit. `job validation` reads the provider's
// ERC-8004 validation before and after its validator answered.
func TestJobCommandsAndTheJobAudit(t *testing.T) {
	ctx := context.Background()
	d := chaintest.JobDeal(t, "job-cli", chain.DevnetConfig{PanelSize: 3, Accounts: []string{"agent", "validator"}, Registries: true}, big.NewInt(30_000))
	rpc, err := d.Dev.ServeRPC("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rpc.Close() })
	jobs, eval := d.Dev.JobsAddress().Hex(), d.Dev.EvaluatorAddress().Hex()
	conn := []string{"--rpc-url", rpc.URL(), "--jobs", jobs}
	with := func(sub string, args ...string) []string {
		return append(append([]string{sub}, conn...), args...)
	}
	for sub := range jobCommands {
		out, err := runJobAs(t, "buyer", sub, "--help")
		if err != nil || !strings.Contains(out, "Usage: arbitra job "+sub) {
			t.Fatalf("job %s --help: %v\n%s", sub, err, out)
		}
	}

	out, err := runJobAs(t, "buyer", with("create", "--evaluator", eval, "--provider", chain.DevAddress("seller").Hex(),
		"--description-file", writeFile(t, "criteria.txt", auditCriteria), "--budget", "2.5", "--expires", "1h")...)
	m := regexp.MustCompile(`job_id +(\d+)`).FindStringSubmatch(out)
	if err != nil || m == nil || !strings.Contains(out, "budget         2.5 ") {
		t.Fatalf("job create: %v\n%s", err, out)
	}
	id := m[1]
	if _, err := runJobAs(t, "buyer", with("open", "--evaluator", eval, "--job-id", id)...); err == nil ||
		!strings.Contains(err.Error(), "a case opens once the provider has submitted") {
		t.Fatalf("opening a funded job: %v", err)
	}
	work := writeFile(t, "work.txt", auditWork)
	if _, err := runJobAs(t, "buyer", with("submit", "--job-id", id, "--deliverable-file", work)...); err == nil ||
		!strings.Contains(err.Error(), "only the job's provider") {
		t.Fatalf("the client's submission: %v", err)
	}
	if out, err := runJobAs(t, "seller", with("submit", "--job-id", id, "--deliverable-file", work)...); err != nil {
		t.Fatalf("job submit: %v\n%s", err, out)
	}
	out, err = runJobAs(t, "buyer", with("open", "--evaluator", eval, "--job-id", id)...)
	jobID, _ := new(big.Int).SetString(id, 10)
	caseID, cerr := d.Evaluator(t, "buyer").CaseID(ctx, d.Dev.JobsAddress(), jobID)
	if err != nil || cerr != nil || !strings.Contains(out, "case_id     "+common.Hash(caseID).Hex()) {
		t.Fatalf("job open: %v %v\n%s", err, cerr, out)
	}
	if _, err := runJobAs(t, "seller", with("settle", "--evaluator", eval, "--job-id", id)...); err == nil ||
		!strings.Contains(err.Error(), "no final outcome yet") {
		t.Fatalf("settling an undecided case: %v", err)
	}

	// The panel's seats, played by their keys, vote PASS on the case's evidence.
	if err := d.Dev.Mine(2); err != nil {
		t.Fatal(err)
	}
	escrow, relayer := d.Client(t, "buyer")
	keys := map[common.Address]*ecdsa.PrivateKey{}
	for _, l := range d.Labels {
		keys[chain.DevAddress(l)] = chain.DevKey(l)
	}
	rec := mintDealRecord(t, escrow, caseID, keys, ipfstest.NewSigner(t))
	var v verdict.Verdict
	if err := json.Unmarshal(rec.Verdict, &v); err != nil {
		t.Fatal(err)
	}
	var ballots [][]byte
	for _, j := range v.Jurors {
		rc, _ := verdict.SeatReceipt(rec, j)
		ballots = append(ballots, hexutil.MustDecode(rc.Ballot.Signature))
	}
	if _, err := escrow.WithTransactor(relayer).ResolveByQuorum(ctx, caseID, true, ballots, nil); err != nil {
		t.Fatal(err)
	}
	out, err = runJobAs(t, "seller", with("settle", "--evaluator", eval, "--job-id", id)...)
	st, _ := escrow.Deal(ctx, caseID)
	if err != nil || !strings.Contains(out, "status     completed") || !strings.Contains(out, common.Hash(st.VerdictHash).Hex()) {
		t.Fatalf("job settle: %v\n%s", err, out)
	}
	out, err = runJobAs(t, "seller", with("show", "--evaluator", eval, "--job-id", id)...)
	var view audit.JobView
	if err != nil || json.Unmarshal([]byte(out), &view) != nil || view.Status != "completed" || view.Case == nil ||
		view.Case.Outcome != verdict.OptionPass || !view.Case.Settled || view.Reason != verdict.Hex32(st.VerdictHash) {
		t.Fatalf("job show: %v\n%s", err, out)
	}

	file := filepath.Join(t.TempDir(), "record.json")
	if err := writeRecordFile(file, rec); err != nil {
		t.Fatal(err)
	}
	audited := []string{"--rpc-url", rpc.URL(), "--evaluator", eval, "--record", file}
	out, err = auditCLI(t, auditDeps{}, append(audited, "--job", jobs+":"+id)...)
	if err != nil || !strings.Contains(out, "ok    job-outcome  completed") || !strings.Contains(out, "pinned by the escrow") ||
		!strings.Contains(out, "PASS  all") {
		t.Fatalf("audit --job: %v\n%s", err, out)
	}
	other := d.FundJob(t, "another job", big.NewInt(1_000))
	d.OpenCase(t, other, "other work")
	out, err = auditCLI(t, auditDeps{}, append(audited, "--job", jobs+":"+other.String())...)
	wantFail(t, out, err, "job-outcome")
	if !strings.Contains(out, "FAIL  case  audit: deal "+verdict.Hex32(d.ID)) || !strings.Contains(out, "no verdict recorded on chain") {
		t.Fatalf("another job's audit with this record:\n%s", out)
	}

	// The provider's ERC-8004 validation, answered as arbitra's coordinator answers it.
	_, validator := d.Client(t, "validator")
	req := sha256.Sum256([]byte("validate job " + id))
	registry := chaintest.AgentRequestsValidation(t, d.Dev, "agent", validator.Address(), req)
	valArgs := []string{"validation", "--rpc-url", rpc.URL(), "--validation-registry", registry.Hex(), "--request-hash", verdict.Hex32(req)}
	if out, err := runJobAs(t, "buyer", valArgs...); err != nil || !strings.Contains(out, `"responded": false`) {
		t.Fatalf("job validation before the answer: %v\n%s", err, out)
	}
	if _, err := validator.Send(ctx, &registry, contracts.NewAgentValidationRegistry().PackValidationResponse(req, 100,
		"ipfs://"+verdict.CIDOf(rec.Verdict).String(), st.VerdictHash, "arbitra"), nil); err != nil {
		t.Fatal(err)
	}
	out, err = runJobAs(t, "buyer", valArgs...)
	if err != nil || !strings.Contains(out, `"response": 100`) || !strings.Contains(out, "ipfs://"+verdict.CIDOf(rec.Verdict).String()) ||
		!strings.Contains(out, verdict.Hex32(st.VerdictHash)) {
		t.Fatalf("job validation: %v\n%s", err, out)
	}
	if _, err := runJobAs(t, "buyer", "validation", "--rpc-url", rpc.URL(), "--validation-registry", registry.Hex(), "--request-hash", verdict.Hex32([32]byte{9})); err == nil ||
		!strings.Contains(err.Error(), "no validation request") {
		t.Fatalf("an unknown request: %v", err)
	}
}
