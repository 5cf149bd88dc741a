package web_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"maps"
	"math/big"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/audit"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/contracts"
	"github.com/arbitra-network/arbitra/internal/chaintest"
	"github.com/arbitra-network/arbitra/ipfs/ipfstest"
	"github.com/arbitra-network/arbitra/verdict"
	"github.com/arbitra-network/arbitra/web"
)

const (
	jobDescription = "- Summarise the escrow's appeal rules in one paragraph\n- Name the appeal window"
	jobWork        = "A losing party may appeal inside the appeal window; each appeal seats a larger panel."
)

// jobNet is a devnet with an ArbitraEvaluator and the reference job
// contract served over JSON-RPC, a job whose case its three seats decided
// PASS and the evaluator settled (completed), and a site serving the page,
// the case's record as a gateway does and the deal route a coordinator
// answers (GET /v1/deals/{id}).
type jobNet struct {
	d            *chaintest.Deal
	rpcURL, site string
	job          *big.Int
	rec          verdict.SignedVerdict
	blocks       map[string][]byte // by CID: the verdict and receipt blocks
	seals        map[string][]byte // the seal block by verdict CID
	deals        map[string]string // the record hash by case id
}

func startJobNet(t *testing.T) *jobNet {
	t.Helper()
	ctx := context.Background()
	d := chaintest.JobDeal(t, "page-job", chain.DevnetConfig{PanelSize: 3, Accounts: []string{"mallory"}}, big.NewInt(30_000))
	n := &jobNet{d: d, blocks: map[string][]byte{}, seals: map[string][]byte{}, deals: map[string]string{}}
	n.job = d.FundJob(t, jobDescription, big.NewInt(2_000_000))
	d.OpenCase(t, n.job, jobWork)
	e, relayer := d.Client(t, "buyer")
	var ballots [][]byte
	n.rec, ballots = n.mintCaseRecord(t, e)
	if _, err := e.WithTransactor(relayer).ResolveByQuorum(ctx, d.ID, true, ballots, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Evaluator(t, "seller").Settle(ctx, d.Dev.JobsAddress(), n.job); err != nil {
		t.Fatal(err)
	}
	rpc, err := d.Dev.ServeRPC("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rpc.Close() })
	n.rpcURL = rpc.URL()
	n.site = n.serve(t, "")
	return n
}

// mintCaseRecord is the record a coordinator mints for the job's case,
// every drawn seat, played by its devnet key, voting PASS with its
// ballot, signed by a fresh coordinator key; the site serves its blocks.
// It returns the record and the seats' ballots.
func (n *jobNet) mintCaseRecord(t *testing.T, e *chain.Escrow) (verdict.SignedVerdict, [][]byte) {
	t.Helper()
	d := n.d
	m := chaintest.MintRecord(t, e, d.ID, jobDescription, jobWork, chaintest.DevKeys(d.Labels...),
		verdict.NewKeySigner(chain.DevKey("page-job-coordinator")))
	maps.Copy(n.blocks, m.Receipts)
	sv := m.Verdict
	seal, err := verdict.Canonical(sv.Seal())
	if err != nil {
		t.Fatal(err)
	}
	n.blocks[sv.CID()], n.seals[sv.CID()] = sv.Bytes, seal
	n.blocks[verdict.CIDOf(seal).String()] = seal
	n.deals[verdict.Hex32(d.ID)] = verdict.Hex32(sv.Hash)
	return sv, m.Ballots
}

// serve starts the site: the page's routes, the gateway's (GET
// /ipfs/{cid}?format=raw and /arbitra/seal/{cid}) and the coordinator's
// deal and anchor routes. The block named tamper, if any, is served with
// one byte changed.
func (n *jobNet) serve(t *testing.T, tamper string) string {
	mux := http.NewServeMux()
	web.Register(mux.Handle)
	mux.HandleFunc("GET /ipfs/{cid}", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Access-Control-Allow-Origin", "*") // the page may read a gateway of another origin
		b, ok := n.blocks[r.PathValue("cid")]
		if !ok {
			http.NotFound(w, r)
			return
		}
		if r.PathValue("cid") == tamper {
			b = bytes.Replace(b, []byte(`"latency_ms":`), []byte(`"latency_ms":1`), 1)
		}
		w.Header().Set("Content-Type", "application/vnd.ipld.raw")
		w.Write(b)
	})
	reply := func(w http.ResponseWriter, code int, v any) {
		w.Header().Set("Access-Control-Allow-Origin", "*")
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(code)
		json.NewEncoder(w).Encode(v)
	}
	mux.HandleFunc("GET /arbitra/seal/{cid}", func(w http.ResponseWriter, r *http.Request) {
		vc := r.PathValue("cid")
		seal, ok := n.seals[vc]
		if !ok {
			reply(w, http.StatusNotFound, map[string]string{"error": "not found"})
			return
		}
		reply(w, http.StatusOK, map[string]any{"verdict": vc, "seal": verdict.CIDOf(seal).String(), "seal_block": seal})
	})
	mux.HandleFunc("GET /v1/deals/{id}", func(w http.ResponseWriter, r *http.Request) {
		h, ok := n.deals[strings.ToLower(r.PathValue("id"))]
		if !ok {
			reply(w, http.StatusNotFound, map[string]string{"error": "no such deal"})
			return
		}
		reply(w, http.StatusOK, map[string]any{"settlement": map[string]string{"verdict_hash": h}})
	})
	mux.HandleFunc("GET /v1/anchors/{hash}", func(w http.ResponseWriter, r *http.Request) {
		reply(w, http.StatusNotFound, map[string]string{"error": "not anchored"})
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv.URL
}

// jobPage is what the page shows of a job.
type jobPage struct {
	State, Result, Status string
	Checks                []verdict.Check // the checks run
	NotRun                []string
	Errors                []string
}

// open opens the page for job id of the devnet's job contract, trusting
// evaluator, in headless Chromium; gateway is the site's by default, and
// ref, if given, names the record the page is to check as the case's.
func (n *jobNet) open(t *testing.T, id *big.Int, evaluator common.Address, gateway string, ref ...string) jobPage {
	t.Helper()
	if _, err := os.Stat("/usr/bin/chromium"); err != nil {
		t.Skip("headless Chromium (/usr/bin/chromium) is not installed")
	}
	nodeBin, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed")
	}
	if _, err := os.Stat(filepath.Join("node_modules", "playwright-core")); err != nil {
		t.Skip("playwright-core is not installed: run npm ci in web/")
	}
	q := url.Values{"job": {fmt.Sprintf("%s:%s", verdict.AddressString(n.d.Dev.JobsAddress()), id)}, "evaluator": {evaluator.Hex()}, "rpc": {n.rpcURL}}
	if gateway != "" {
		q.Set("gateway", gateway)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	shot := filepath.Join(t.TempDir(), "job.png")
	path := "/"
	if len(ref) > 0 {
		path = "/v/" + ref[0]
	}
	cmd := exec.CommandContext(ctx, nodeBin, filepath.Join("harness", "browser.mjs"), n.site+path+"?"+q.Encode(), shot)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("browser: %v\n%s", err, stderr.String())
	}
	var raw struct {
		State, Result, Status string
		Checks                []struct{ Name, OK, Detail string }
		Errors                []string
	}
	if err := json.Unmarshal(bytes.TrimSpace(out), &raw); err != nil {
		t.Fatalf("browser output %q: %v", out, err)
	}
	p := jobPage{State: raw.State, Result: raw.Result, Status: raw.Status}
	for _, e := range raw.Errors {
		// The page asks the gateway for the case id as a verdict hash, then the
		// coordinator's deal route, and the anchor route answers 404: the
		// browser logs each 404 it was told to expect.
		if !strings.Contains(e, "status of 404") {
			p.Errors = append(p.Errors, e)
		}
	}
	for _, c := range raw.Checks {
		if c.OK == "null" {
			p.NotRun = append(p.NotRun, c.Name)
			continue
		}
		p.Checks = append(p.Checks, verdict.Check{Name: c.Name, OK: c.OK == "true", Detail: c.Detail})
	}
	return p
}

// goJobChecks is audit.CheckJob of the job as an auditor trusting
// evaluator reads it.
func (n *jobNet) goJobChecks(t *testing.T, id *big.Int, evaluator common.Address) []verdict.Check {
	t.Helper()
	jc, err := audit.ReadJob(context.Background(), n.d.Dev.Client(), evaluator, n.d.Dev.JobsAddress(), id)
	if err != nil {
		t.Fatal(err)
	}
	return audit.CheckJob(jc)
}

// sameJobChecks fails unless the page's first checks are Go's job checks,
// name, outcome and detail.
func sameJobChecks(t *testing.T, p jobPage, want []verdict.Check) {
	t.Helper()
	if len(p.Checks) < len(want) {
		t.Fatalf("the page ran %d checks, Go's job checks are %d: %+v", len(p.Checks), len(want), p)
	}
	for i, w := range want {
		if p.Checks[i] != w {
			t.Fatalf("check %d:\ngo   %+v\npage %+v", i, w, p.Checks[i])
		}
	}
}

func checkNames(cs []verdict.Check) string {
	var s []string
	for _, c := range cs {
		s = append(s, fmt.Sprintf("%s=%t", c.Name, c.OK))
	}
	return strings.Join(s, " ")
}

// The verdict page, given a job, its trusted evaluator and a JSON-RPC URL
// (?job=contract:id&evaluator=&rpc=), finds the job's case through the
// evaluator and its record through the coordinator, and passes a job its
// case's panel decided PASS and the evaluator completed: Go's three job
// checks, phrase for phrase, then the record's checks as a deal's on the
// evaluator's escrow, which pins it.
func TestVerdictPageChecksAJob(t *testing.T) {
	n := startJobNet(t)
	evaluator := n.d.Dev.EvaluatorAddress()
	want := n.goJobChecks(t, n.job, evaluator)
	p := n.open(t, n.job, evaluator, "")
	sameJobChecks(t, p, want)
	if p.Result != audit.Pass || len(p.Errors) > 0 || !strings.Contains(p.Status, "Pinned by the escrow") {
		t.Fatalf("a completed job: %s %q %v\n%s", p.Result, p.Status, p.Errors, checkNames(p.Checks))
	}
	names := checkNames(p.Checks)
	for _, c := range []string{"job-evaluator", "job-evidence", "job-outcome", "signature", "draw", "chain-deal", "chain-evidence", "chain-draw", "chain"} {
		if !strings.Contains(names, c+"=true") {
			t.Fatalf("no passing %s check: %s", c, names)
		}
	}
	if !strings.Contains(p.Checks[2].Detail, "completed in block") {
		t.Fatalf("job-outcome: %q", p.Checks[2].Detail)
	}
}

// Mallory, evaluator of her own job, completes it with the verdict hash
// of a case arbitra's panel decided, as if that verdict had settled it.
// The page, trusting the real evaluator, fails the job as Go's audit
// does: job-evaluator names mallory, and the job has no case of its own.
func TestPageCatchesAJobSettledOnAnotherVerdict(t *testing.T) {
	ctx := context.Background()
	n := startJobNet(t)
	d := n.d
	head, err := d.Dev.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	buyer := d.JobsClient(t, "buyer")
	own, _, err := buyer.CreateJob(ctx, chain.JobTerms{Provider: chain.DevAddress("seller"), Evaluator: chain.DevAddress("mallory"),
		ExpiredAt: head.Time + 3600, Description: jobDescription})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := buyer.SetBudget(ctx, own, big.NewInt(1)); err != nil {
		t.Fatal(err)
	}
	_, buyerTx := d.Client(t, "buyer")
	if _, err := d.Token.WithTransactor(buyerTx).Approve(ctx, buyer.Address(), big.NewInt(1)); err != nil {
		t.Fatal(err)
	}
	if _, err := buyer.Fund(ctx, own, big.NewInt(1)); err != nil {
		t.Fatal(err)
	}
	if _, err := d.JobsClient(t, "seller").Submit(ctx, own, sha256.Sum256([]byte(jobWork))); err != nil {
		t.Fatal(err)
	}
	e, _ := d.Client(t, "buyer")
	st, err := e.Deal(ctx, d.ID)
	if err != nil {
		t.Fatal(err)
	}
	_, mallory := d.Client(t, "mallory")
	jobs := d.Dev.JobsAddress()
	if _, err := mallory.Send(ctx, &jobs, contracts.NewAgenticCommerceJobs().PackComplete(own, st.VerdictHash, nil), nil); err != nil {
		t.Fatal(err)
	}

	evaluator := d.Dev.EvaluatorAddress()
	want := n.goJobChecks(t, own, evaluator)
	p := n.open(t, own, evaluator, "")
	sameJobChecks(t, p, want)
	if got := checkNames(p.Checks); p.Result != audit.Fail || got != "job-evaluator=false job-evidence=false job-outcome=false case=false" ||
		!strings.Contains(p.Checks[0].Detail, "names evaluator "+verdict.AddressString(chain.DevAddress("mallory"))) {
		t.Fatalf("mallory's job: %s %q\n%s", p.Result, p.Status, got)
	}
}

// A gateway serving the job's case's record with a byte changed: the job
// checks pass, the record's fail, and so does the job on the page.
func TestPageCatchesAJobWhoseRecordWasTampered(t *testing.T) {
	n := startJobNet(t)
	evaluator := n.d.Dev.EvaluatorAddress()
	tampered := n.serve(t, n.rec.CID())
	p := n.open(t, n.job, evaluator, tampered)
	sameJobChecks(t, p, n.goJobChecks(t, n.job, evaluator))
	names := checkNames(p.Checks)
	if p.Result != audit.Fail || !strings.HasPrefix(names, "job-evaluator=true job-evidence=true job-outcome=true ") || !strings.Contains(names, "cid=false") {
		t.Fatalf("a tampered record: %s %q\n%s\n%+v", p.Result, p.Status, names, p.Checks)
	}
}

// A coordinator that names another deal's record, properly minted and
// signed, as the job's: the page fails chain-deal, since the record does
// not judge the job's case, while the job checks pass.
func TestPageCatchesAJobShownWithAnotherDealsRecord(t *testing.T) {
	n := startJobNet(t)
	other := ipfstest.NewRecord(t)
	for _, b := range other.Receipts {
		n.blocks[verdict.CIDOf(b).String()] = b
	}
	seal := other.SealBlock(t)
	vc := other.Verdict.CID()
	n.blocks[vc], n.seals[vc], n.blocks[verdict.CIDOf(seal).String()] = other.Verdict.Bytes, seal, seal
	evaluator := n.d.Dev.EvaluatorAddress()
	p := n.open(t, n.job, evaluator, "", vc)
	sameJobChecks(t, p, n.goJobChecks(t, n.job, evaluator))
	names := checkNames(p.Checks)
	if p.Result != audit.Fail || !strings.HasPrefix(names, "job-evaluator=true job-evidence=true job-outcome=true ") ||
		!strings.Contains(names, "chain-deal=false") || !strings.Contains(p.Status, "chain-deal") {
		t.Fatalf("another deal's record: %s %q\n%s", p.Result, p.Status, names)
	}
}

// A job whose case the panel decided, left unsettled until it expired and
// its budget went back to the client: the page fails job-outcome as Go's
// audit does, with the same times (when the decision became final, read
// from the chain, and the job's expiredAt).
func TestPageCatchesAJobLeftToExpireAfterItsDecision(t *testing.T) {
	ctx := context.Background()
	n := startJobNet(t)
	d := n.d
	late := d.FundJob(t, "a second job", big.NewInt(1_000))
	d.OpenCase(t, late, "second work")
	d.Decide(t, 0, true, 2)
	if err := d.Dev.AdjustTime(2 * time.Hour); err != nil {
		t.Fatal(err)
	}
	if _, err := d.JobsClient(t, "seller").ClaimRefund(ctx, late); err != nil {
		t.Fatal(err)
	}
	evaluator := d.Dev.EvaluatorAddress()
	p := n.open(t, late, evaluator, "")
	sameJobChecks(t, p, n.goJobChecks(t, late, evaluator))
	if names := checkNames(p.Checks); p.Result != audit.Fail || !strings.HasPrefix(names, "job-evaluator=true job-evidence=true job-outcome=false ") ||
		!strings.Contains(p.Checks[2].Detail, "did not settle in time") {
		t.Fatalf("a job left to expire: %s %q\n%s", p.Result, p.Status, names)
	}
}
