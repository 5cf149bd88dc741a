package main

import (
	"bytes"
	"context"
	"encoding/json"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/internal/await"
	"github.com/arbitra-network/arbitra/verdict"
)

// readmeJobHeading is the README section whose shell block
// TestREADMEJobFlowOnTheDevnet runs.
const readmeJobHeading = "### ERC-8183 jobs judged by arbitra"

// readmeBlock returns the first ```sh block of README.md under heading,
// before the next heading.
func readmeBlock(t *testing.T, heading string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(b), "\n"+heading+"\n")
	if !ok {
		t.Fatalf("README.md has no %q section", heading)
	}
	_, block, ok := strings.Cut(section, "\n```sh\n")
	if !ok || strings.Contains(section[:strings.Index(section, "\n```sh\n")], "\n#") {
		t.Fatalf("README.md's %q section has no ```sh block before the next heading", heading)
	}
	block, _, ok = strings.Cut(block, "\n```\n")
	if !ok {
		t.Fatalf("README.md's %q block is not closed", heading)
	}
	return block + "\n"
}

// readmePlaceholder is a <name> the reader fills in from the devnet's
// output: a label it prints, or "<label> key" for an account's key.
var readmePlaceholder = regexp.MustCompile(`<[a-z][a-z ]*>`)

// TestREADMEJobFlowOnTheDevnet runs the README's ERC-8183 job flow as
// written against `arbitra devnet`, in separate processes: the devnet
// binary runs on free ports, each <name> of the README's block is replaced
// by what the devnet printed for it, and bash runs the block with -e, so
// that each of its commands must exit 0 (the last, `arbitra audit --job`,
// included). The job ends Completed on chain, `arbitra job show` says so,
// and `arbitra audit --job` passes; the seller's agent's validation
// request, naming the coordinator, was answered once: 100, the record's
// ipfs:// URI and the job's reason (the verdict hash).
func TestREADMEJobFlowOnTheDevnet(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	bashPath, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	block := readmeBlock(t, readmeJobHeading)
	bin := buildBinary(t)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()

	dev := startProc(t, bin, "devnet", "devnet", "--datadir", filepath.Join(t.TempDir(), "devnet"),
		"--http-addr", "127.0.0.1:0", "--rpc-addr", "127.0.0.1:0", "--log-level", "warn")
	printed := map[string]string{}
	for _, label := range []string{"api", "rpc", "evaluator", "jobs", "identity", "validation", "reputation", "validator"} {
		printed[label] = strings.Fields(dev.expect(t, label+" "))[0]
	}
	for _, label := range []string{"buyer", "seller"} {
		a := parseDevnetAccount(t, dev.expect(t, label+" "))
		printed[label], printed[label+" key"] = a.addr.Hex(), a.key
	}
	for _, label := range []string{"evaluator", "jobs", "identity", "validation", "reputation", "validator"} {
		if !isAddress(printed[label]) {
			t.Fatalf("devnet printed %s %q, not an address", label, printed[label])
		}
	}
	script := readmePlaceholder.ReplaceAllStringFunc(block, func(p string) string {
		v, ok := printed[strings.Trim(p, "<>")]
		if !ok {
			t.Fatalf("the README's job block has %s, which arbitra devnet does not print", p)
		}
		return v
	})
	if strings.Contains(script, "…") {
		t.Fatalf("the README's job block has a placeholder left:\n%s", script)
	}

	// The block, as a reader pastes it into a shell with `arbitra` on its
	// PATH and no ARBITRA_ variable of their own; then the job id and the
	// validation request it made.
	cmd := exec.CommandContext(ctx, bashPath, "-e", "-u", "-o", "pipefail", "-c",
		script+`printf 'readme-job-id %s\nreadme-request %s\n' "$JOB" "$REQ"`+"\n")
	cmd.Dir = t.TempDir()
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "ARBITRA_") && !strings.HasPrefix(kv, "PATH=") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env, "PATH="+filepath.Dir(bin)+string(os.PathListSeparator)+os.Getenv("PATH"))
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	start := time.Now()
	if err := cmd.Run(); err != nil {
		t.Fatalf("the README's job block: %v\nscript:\n%s\nstdout:\n%s\nstderr:\n%s", err, script, out.String(), errOut.String())
	}
	t.Logf("the README's job block ran in %s", time.Since(start).Round(time.Millisecond))
	id, ok := new(big.Int).SetString(field(t, out.String(), "readme-job-id"), 10)
	if !ok {
		t.Fatalf("no job id in:\n%s", out.String())
	}
	if !strings.Contains(out.String(), "PASS  all ") {
		t.Fatalf("the block's audit did not pass every check:\n%s", out.String())
	}

	eth, err := ethclient.DialContext(ctx, printed["rpc"])
	if err != nil {
		t.Fatal(err)
	}
	defer eth.Close()
	jobs, err := chain.NewJobs(ctx, eth, common.HexToAddress(printed["jobs"]), nil)
	if err != nil {
		t.Fatal(err)
	}
	await.UntilCtx(t, ctx, "the README's job completed on chain", func() bool {
		job, err := jobs.Job(ctx, id)
		return err == nil && job.Status == chain.JobCompleted
	})
	if job, err := jobs.Job(ctx, id); err != nil || job.Provider != common.HexToAddress(printed["seller"]) || job.Client != common.HexToAddress(printed["buyer"]) {
		t.Fatalf("job %s: %+v %v, want the buyer as client and the seller as provider", id, job, err)
	}

	cli := cliRunner{t: t, ctx: ctx, bin: bin}
	shown := cli.ok(nil, "job", "show", "--rpc-url", printed["rpc"], "--jobs", printed["jobs"], "--evaluator", printed["evaluator"],
		"--job-id", id.String(), "--gateway", printed["api"])
	var view struct {
		Status     string   `json:"status"`
		RecordCIDs []string `json:"record_cids"`
		Case       *struct {
			Outcome string `json:"outcome"`
			Settled bool   `json:"settled"`
		} `json:"case"`
	}
	if err := json.Unmarshal([]byte(shown), &view); err != nil || view.Status != chain.JobCompleted.String() ||
		view.Case == nil || view.Case.Outcome != "PASS" || !view.Case.Settled || len(view.RecordCIDs) != 1 {
		t.Fatalf("arbitra job show: %+v (%v)\n%s", view, err, shown)
	}
	cli.ok(nil, "audit", "--rpc-url", printed["rpc"], "--evaluator", printed["evaluator"], "--job", printed["jobs"]+":"+id.String(),
		"--gateway", printed["api"])

	// The block's `job validation --wait` returned the coordinator's answer:
	// 100 for the PASS, the record's CID, the job's reason, given once.
	req, err := verdict.ParseHash32(field(t, out.String(), "readme-request"))
	if err != nil {
		t.Fatalf("no request hash in:\n%s", out.String())
	}
	if !strings.Contains(out.String(), `"response": 100`) {
		t.Fatalf("the block's job validation did not print response 100:\n%s", out.String())
	}
	end, ended, err := jobs.End(ctx, id, 0)
	if err != nil || !ended {
		t.Fatalf("the job's end: %v %v", ended, err)
	}
	val, err := chain.ReadValidation(ctx, eth, common.HexToAddress(printed["validation"]), req, 0)
	if err != nil || !val.Responded || val.Response != 100 || val.ResponseURI != "ipfs://"+view.RecordCIDs[0] ||
		val.ResponseHash != end.Reason || val.Responses != 1 || val.Validator != common.HexToAddress(printed["validator"]) {
		t.Fatalf("the validation of job %s: %+v (%v), want 100, ipfs://%s, reason %x, 1 response from %s",
			id, val, err, view.RecordCIDs[0], end.Reason, printed["validator"])
	}

	// A text handed in once the job ended is refused, naming the job.
	late := filepath.Join(t.TempDir(), "late.txt")
	if err := os.WriteFile(late, []byte("A better report.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, errOut, err := cli.run(nil, "job", "deliver", "--rpc-url", printed["rpc"], "--jobs", printed["jobs"], "--job-id", id.String(),
		"--deliverable-file", late, "--gateway", printed["api"]); err == nil || !strings.Contains(errOut, "jobId") || !strings.Contains(errOut, "completed") {
		t.Fatalf("job deliver after the job ended: %v\n%s", err, errOut)
	}
}
