package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/audit"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/mcpserver"
	"github.com/arbitra-network/arbitra/node"
	"github.com/arbitra-network/arbitra/settlement"
	"github.com/arbitra-network/arbitra/verdict"
)

// dissentMark in a deliverable makes the dissenting juror vote FAIL.
const dissentMark = "A reviewer disagreed."

// markedDissenter is a juror engine that votes FAIL on a deliverable carrying
// dissentMark and otherwise judges as the builtin engine does.
type markedDissenter struct{ juror.Builtin }

func (d markedDissenter) Complete(ctx context.Context, req juror.ChatRequest) (juror.ChatResponse, error) {
	if strings.Contains(req.User, dissentMark) {
		return juror.ChatResponse{Content: `{"vote":"FAIL","confidence":0.9,"rationale":"not convinced"}`}, nil
	}
	return d.Builtin.Complete(ctx, req)
}

// verdictOf is one auditor's answer: its result and the checks it ran.
type verdictOf struct {
	Result string
	Checks []string          // name=pass|fail, in order
	Fails  map[string]string // the detail of each failed check, by name
	// Rounds and Decided are the page's list of a deal's rounds and what
	// it says decided the deal (empty for another auditor).
	Rounds  []string
	Decided string
}

// auditNet is the devnet the one-audit tests audit records of: three
// jurors, the third voting FAIL on a deliverable carrying dissentMark, an
// escrow with an oracle, its chain served over JSON-RPC.
type auditNet struct {
	d                    *node.Devnet
	rpcURL, base, escrow string
}

// startAuditNet starts the devnet; beforeSend (nil for none) sees each
// settlement the coordinator is about to send.
func startAuditNet(t *testing.T, beforeSend func(context.Context, settlement.Entry)) *auditNet {
	t.Helper()
	d, err := node.StartDevnet(context.Background(), node.DevnetConfig{Dir: t.TempDir(), Oracle: "oracle",
		Engines: []juror.Engine{juror.Builtin{Threshold: 0.5}, juror.Builtin{}, markedDissenter{}}, BeforeSend: beforeSend})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	rpcSrv, err := d.Chain.ServeRPC("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rpcSrv.Close() })
	return &auditNet{d: d, rpcURL: rpcSrv.URL(), base: d.Coordinator.URL(), escrow: verdict.AddressString(d.Chain.EscrowAddress())}
}

// auditCase is a record of the devnet and the result every auditor must
// give it. A failing case names the check that fails and a phrase its
// detail says.
type auditCase struct {
	name, gateway string
	cid           string
	// id is the verdict ID verify_deal_verdict asks the coordinator for;
	// empty for a record the coordinator did not mint, which only its CID
	// reaches, and MCP is then left out.
	id          string
	want        string
	check, says string
}

// caseOf is the case of a record the coordinator minted.
func caseOf(name, gateway string, v api.View, want string) auditCase {
	return auditCase{name: name, gateway: gateway, cid: v.CID, id: v.ID, want: want}
}

// audit runs the CLI, MCP's verify_deal_verdict and the verdict page in
// headless Chromium on each case, each trusting the devnet's escrow and
// reading its chain: they give the case's result under the same check
// names, and the failing check's detail is the same phrase everywhere.
func (n *auditNet) audit(t *testing.T, cases []auditCase) {
	nodeBin, script, page := browser(t)
	shots := t.TempDir()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cli := cliVerdict(t, c.gateway, n.rpcURL, n.escrow, c.cid)
			if cli.Result != c.want {
				t.Fatalf("want %s\ncli %+v", c.want, cli)
			}
			if c.check != "" {
				if got, failed := cli.Fails[c.check]; !failed || !strings.Contains(got, c.says) {
					t.Fatalf("want %s failing with %q\ncli %+v", c.check, c.says, cli)
				}
			}
			if c.id != "" {
				mcpOut := mcpVerdict(t, n.base, c.gateway, n.d, c.id)
				if !slices.Equal(cli.Checks, mcpOut.Checks) || cli.Result != mcpOut.Result {
					t.Fatalf("want %s\ncli %+v\nmcp %+v", c.want, cli, mcpOut)
				}
			}
			if !page {
				return
			}
			q := url.Values{"gateway": {c.gateway}, "rpc": {n.rpcURL}, "escrow": {n.escrow}}
			p := pageVerdict(t, nodeBin, script, filepath.Join(shots, strings.ReplaceAll(c.name, " ", "-")+".png"), n.base+"/v/"+c.cid+"?"+q.Encode())
			if p.Result != cli.Result || !slices.Equal(p.Checks, cli.Checks) || (c.check != "" && p.Fails[c.check] != cli.Fails[c.check]) {
				t.Fatalf("want %s\ncli  %+v\npage %+v", c.want, cli, p)
			}
		})
	}
}

// The CLI, MCP's verify_deal_verdict and the verdict page give the same
// result, under the same check names, on five records of a devnet: a deal
// settled with its record, a plain verdict nothing pins, the first served
// with a byte tampered, a deal settled with a dissenting seat, and a deal
// the escrow's oracle settled against the record's decision. Each
// auditor trusts the devnet's escrow and reads its chain.
func TestOneAuditForCLIMCPAndPage(t *testing.T) {
	holdDeal := make(chan string, 1) // the deal whose settlement the coordinator must not send
	var held string
	n := startAuditNet(t, func(ctx context.Context, e settlement.Entry) {
		select {
		case held = <-holdDeal:
		default:
		}
		if e.DealID == held {
			<-ctx.Done() // the oracle settles this deal first
		}
	})
	d, base := n.d, n.base

	settled := judgeAndSettle(t, d, createDeal(t, d.Chain, d.Escrow, "settled", auditCriteria, auditWork))
	plain := submit(t, base, api.SubmitBody{Question: verdict.Question{Question: "Was the report delivered?",
		Options: []string{"yes", "no"}, Evidence: []verdict.Evidence{{Label: "report", Text: auditWork}}}, Panel: 3})
	dissented := judgeAndSettle(t, d, createDeal(t, d.Chain, d.Escrow, "dissent", auditCriteria, auditWork+" "+dissentMark), auditWork+" "+dissentMark)
	if dissented.Dissent == 0 {
		t.Fatalf("no dissent in %+v", dissented.Jurors)
	}
	againstID := createDeal(t, d.Chain, d.Escrow, "against", auditCriteria, auditWork)
	holdDeal <- verdict.Hex32(againstID)
	against := submit(t, base, api.SubmitBody{Question: verdict.Question{Evidence: verdict.DealEvidence(auditCriteria, auditWork)},
		Deal: d.DealRef(againstID, "reports")})
	settleAgainst(t, d, against, againstID)

	tampered := tamperedGateway(t, base, settled.CID)
	n.audit(t, []auditCase{
		caseOf("good and pinned", base, settled, audit.Pass),
		caseOf("good and unpinned", base, plain, audit.Unpinned),
		caseOf("tampered", tampered, settled, audit.Fail),
		caseOf("settled with a dissent", base, dissented, audit.Pass),
		caseOf("settled against its decision", base, against, audit.Fail),
	})
}

// submit asks the devnet's coordinator for a verdict and returns it minted.
func submit(t *testing.T, base string, s api.SubmitBody) api.View {
	t.Helper()
	body, _ := json.Marshal(s)
	resp, err := http.Post(base+"/v1/verdicts", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var v api.View
	if err := json.NewDecoder(resp.Body).Decode(&v); err != nil || v.Status != api.StatusMinted {
		t.Fatalf("verdict: %d %v %+v", resp.StatusCode, err, v)
	}
	return v
}

// settleAgainst has the escrow's oracle settle a PASS record's deal FAIL
// with that record's own hash.
func settleAgainst(t *testing.T, d *node.Devnet, v api.View, id [32]byte) {
	t.Helper()
	hash, err := verdict.ParseHash32(v.Hash)
	if err != nil || v.Decision != verdict.OptionPass {
		t.Fatalf("record %s decides %s (%v)", v.Hash, v.Decision, err)
	}
	oracle, err := d.Chain.Transactor(context.Background(), "oracle")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.Escrow.WithTransactor(oracle).Resolve(context.Background(), id, false, hash); err != nil {
		t.Fatal(err)
	}
}

// tamperedGateway serves base with one byte of the block cid changed.
func tamperedGateway(t *testing.T, base, cid string) string {
	target, _ := url.Parse(base)
	proxy := httputil.NewSingleHostReverseProxy(target)
	proxy.ModifyResponse = func(r *http.Response) error {
		r.Header.Set("Access-Control-Allow-Origin", "*") // the page reads it from another origin
		if r.Request.URL.Path != "/ipfs/"+cid {
			return nil
		}
		b, err := io.ReadAll(r.Body)
		if err != nil {
			return err
		}
		b = bytes.Replace(b, []byte(`"latency_ms":`), []byte(`"latency_ms":1`), 1)
		r.Body, r.ContentLength = io.NopCloser(bytes.NewReader(b)), int64(len(b))
		r.Header.Del("Content-Length")
		return nil
	}
	srv := httptest.NewServer(proxy)
	t.Cleanup(srv.Close)
	return srv.URL
}

// answer is an auditor's result and checks as a verdictOf.
func answer(result string, checks []verdict.Check) verdictOf {
	v := verdictOf{Result: result, Fails: map[string]string{}}
	for _, c := range checks {
		v.Checks = append(v.Checks, c.Name+"="+okWord(c.OK))
		if !c.OK {
			v.Fails[c.Name] = c.Detail
		}
	}
	return v
}

func okWord(ok bool) string {
	if ok {
		return "pass"
	}
	return "fail"
}

// cliVerdict is `arbitra audit --json` trusting the escrow.
func cliVerdict(t *testing.T, gateway, rpcURL, escrow, cid string) verdictOf {
	t.Helper()
	var out, errOut bytes.Buffer
	err := auditWith(context.Background(), []string{"--json", "--gateway", gateway, "--rpc-url", rpcURL, "--escrow", escrow, cid}, &out, &errOut, auditDeps{})
	var rep struct {
		Result string          `json:"result"`
		Checks []verdict.Check `json:"checks"`
	}
	if jerr := json.Unmarshal(out.Bytes(), &rep); jerr != nil {
		t.Fatalf("audit: %v %v\n%s%s", err, jerr, out.String(), errOut.String())
	}
	status := 0
	if err != nil {
		status = exitStatus(err)
	}
	if want := map[string]int{audit.Pass: 0, audit.Unpinned: 2, audit.Fail: 1}[rep.Result]; status != want {
		t.Fatalf("result %s with exit status %d (%v)", rep.Result, status, err)
	}
	return answer(rep.Result, rep.Checks)
}

// mcpVerdict is verify_deal_verdict of an MCP server that fetches from
// gateway and trusts the devnet's escrow.
func mcpVerdict(t *testing.T, base, gateway string, d *node.Devnet, id string) verdictOf {
	t.Helper()
	ctx := context.Background()
	client, err := api.NewClient(base, nil)
	if err != nil {
		t.Fatal(err)
	}
	srv := mcpserver.New(client, mcpserver.Options{Audit: mcpserver.AuditSources{Gateway: gateway, Escrow: d.Escrow}})
	cT, sT := mcp.NewInMemoryTransports()
	ss, err := srv.Connect(ctx, sT, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ss.Close()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "auditor", Version: "1"}, nil).Connect(ctx, cT, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: mcpserver.ToolVerifyDealVerdict, Arguments: map[string]any{"verdict_id": id}})
	if err != nil || res.IsError || res.StructuredContent == nil {
		t.Fatalf("verify_deal_verdict: %v %+v", err, res)
	}
	b, _ := json.Marshal(res.StructuredContent)
	var out mcpserver.VerifyOutput
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	return answer(out.Result, out.Checks)
}

// browser finds headless Chromium, node and playwright-core (npm ci in
// web/); without them the page is left out, as node's page tests skip.
func browser(t *testing.T) (nodeBin, script string, ok bool) {
	web, _ := filepath.Abs(filepath.Join("..", "..", "web"))
	nodeBin, err := exec.LookPath("node")
	if _, serr := os.Stat("/usr/bin/chromium"); serr != nil || err != nil {
		t.Log("the page is left out: no headless Chromium or node")
		return "", "", false
	}
	if _, err := os.Stat(filepath.Join(web, "node_modules", "playwright-core")); err != nil {
		t.Log("the page is left out: playwright-core is not installed (npm ci in web/)")
		return "", "", false
	}
	return nodeBin, filepath.Join(web, "harness", "browser.mjs"), true
}

// pageVerdict opens the verdict page in headless Chromium: its result and
// the checks it ran (not those it could not run).
func pageVerdict(t *testing.T, nodeBin, script, shot, pageURL string) verdictOf {
	t.Helper()
	var stderr bytes.Buffer
	cmd := exec.Command(nodeBin, script, pageURL, shot)
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("browser: %v\n%s", err, stderr.String())
	}
	var p struct {
		Result string `json:"result"`
		Status string `json:"status"`
		Checks []struct {
			Name   string `json:"name"`
			OK     string `json:"ok"`
			Detail string `json:"detail"`
		} `json:"checks"`
		Rounds  []string `json:"rounds"`
		Decided string   `json:"decided"`
	}
	if err := json.Unmarshal(bytes.TrimSpace(out), &p); err != nil {
		t.Fatalf("browser output %q: %v", out, err)
	}
	var run []verdict.Check
	for _, c := range p.Checks {
		if c.OK == "true" || c.OK == "false" {
			run = append(run, verdict.Check{Name: c.Name, OK: c.OK == "true", Detail: c.Detail})
		}
	}
	v := answer(p.Result, run)
	v.Rounds, v.Decided = p.Rounds, p.Decided
	if v.Result == "" {
		t.Fatalf("the page gave no result: %s", p.Status)
	}
	return v
}
