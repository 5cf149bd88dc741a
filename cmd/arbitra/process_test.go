package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/internal/cli"
)

// buildBinary compiles the arbitra command once per test.
func buildBinary(t *testing.T) string {
	t.Helper()
	return buildPackage(t, ".")
}

// exitStatus is the status the binary exits with for err.
var exitStatus = cli.ExitStatus

// buildPackage compiles the command in dir (relative to this one).
func buildPackage(t *testing.T, dir string) string {
	t.Helper()
	name := "arbitra"
	if dir != "." {
		name = filepath.Base(dir)
	}
	bin := filepath.Join(t.TempDir(), name)
	out, err := exec.Command("go", "build", "-o", bin, dir).CombinedOutput()
	if err != nil {
		t.Fatalf("build %s: %v\n%s", dir, err, out)
	}
	return bin
}

type proc struct {
	cmd   *exec.Cmd
	lines chan string
}

// startProc starts the binary and streams its stdout lines; stderr (logs)
// goes to a file kept for failures.
func startProc(t *testing.T, bin, logName string, args ...string) *proc {
	t.Helper()
	cmd := exec.Command(bin, args...)
	logPath := filepath.Join(t.TempDir(), logName+".log")
	logf, err := os.Create(logPath)
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = logf
	out, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &proc{cmd: cmd, lines: make(chan string, 64)}
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			p.lines <- sc.Text()
		}
		close(p.lines)
	}()
	t.Cleanup(func() {
		_ = cmd.Process.Signal(os.Interrupt)
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
		}
		logf.Close()
		if t.Failed() {
			b, _ := os.ReadFile(logPath)
			t.Logf("%s log:\n%s", logName, b)
		}
	})
	return p
}

// expect returns the value of the first stdout line starting with prefix.
func (p *proc) expect(t *testing.T, prefix string) string {
	t.Helper()
	timeout := time.After(60 * time.Second)
	for {
		select {
		case l, ok := <-p.lines:
			if !ok {
				t.Fatalf("process exited before printing %q", prefix)
			}
			if v, found := strings.CutPrefix(l, prefix); found {
				return strings.TrimSpace(v)
			}
		case <-timeout:
			t.Fatalf("no %q line", prefix)
		}
	}
}

// TestSeparateProcesses runs one coordinator and three jurors as separate
// OS processes on loopback, submits over HTTP with `arbitra submit` and
// checks the saved record with `arbitra verify`. The third juror is
// cmd/arbitra-juror, so that it is shown to judge with the full binary's
// coordinator.
func TestSeparateProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	bin := buildBinary(t)
	jurorBin := buildPackage(t, "../arbitra-juror")
	dir := t.TempDir()
	coord := startProc(t, bin, "coordinator", "coordinator", "--datadir", filepath.Join(dir, "c"),
		"--listen", "/ip4/127.0.0.1/tcp/0", "--http-addr", "127.0.0.1:0", "--min-jurors", "3")
	address := coord.expect(t, "address")
	coord.expect(t, "peer")
	listen := coord.expect(t, "listen")
	api := coord.expect(t, "api")
	var leanJuror string
	for i, th := range []string{"0.5", "0.65", "0.8"} {
		b := bin
		if i == 2 {
			b = jurorBin
		}
		j := startProc(t, b, fmt.Sprintf("juror-%d", i), "juror", "--datadir", filepath.Join(dir, fmt.Sprint("j", i)),
			"--listen", "/ip4/127.0.0.1/tcp/0", "--bootstrap", listen, "--coordinators", address, "--builtin-threshold", th)
		leanJuror = j.expect(t, "address")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	waitReady(ctx, t, api)
	reqFile := filepath.Join(dir, "request.json")
	os.WriteFile(reqFile, []byte(`{"question":"Does the deliverable meet the criteria?","options":["PASS","FAIL"],
"rubric":"Acceptance criteria:\n- includes a unit test suite\n- documents the public API",
"evidence":[{"label":"deliverable","text":"The package includes a unit test suite covering every function, and the public API is documented in the README."}]}`), 0o644)
	recFile := filepath.Join(dir, "record.json")
	out, err := exec.CommandContext(ctx, bin, "submit", "--coordinator", api, "--record", recFile, reqFile).CombinedOutput()
	if err != nil {
		t.Fatalf("submit: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), `"status": "minted"`) || !strings.Contains(string(out), `"decision": "PASS"`) {
		t.Fatalf("unexpected verdict:\n%s", out)
	}
	if !strings.Contains(strings.ToLower(string(out)), strings.ToLower(leanJuror)) {
		t.Fatalf("arbitra-juror's juror %s is not on the verdict:\n%s", leanJuror, out)
	}
	out, err = exec.CommandContext(ctx, bin, "verify", "--signer", address, recFile).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "signature") {
		t.Fatalf("verify: %v\n%s", err, out)
	}
	// A one-byte change to the record makes verify fail.
	raw, _ := os.ReadFile(recFile)
	bad := strings.Replace(string(raw), `"verdict":"ey`, `"verdict":"fy`, 1)
	if bad == string(raw) {
		t.Fatal("record file has no verdict field to tamper with")
	}
	os.WriteFile(recFile, []byte(bad), 0o644)
	if out, err := exec.CommandContext(ctx, bin, "verify", recFile).CombinedOutput(); err == nil {
		t.Fatalf("verify accepted a tampered record:\n%s", out)
	}
}

// TestBenchAgainstSeparateProcesses drives a network of separate processes
// with `arbitra-bench --target`: the bench engine served by `arbitra-bench
// --serve-engine`, a coordinator, and three jurors whose openai engine
// talks to it. Every request must be minted with the engine's vote; no
// timing is checked.
func TestBenchAgainstSeparateProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	bin := buildBinary(t)
	benchBin := buildPackage(t, "../arbitra-bench")
	dir := t.TempDir()
	engine := startProc(t, benchBin, "engine", "--serve-engine", "127.0.0.1:0")
	engineURL := engine.expect(t, "engine")
	model := engine.expect(t, "model")
	if model != "bench-instant-v1" {
		t.Fatalf("engine serves model %q", model)
	}
	coord := startProc(t, bin, "coordinator", "coordinator", "--datadir", filepath.Join(dir, "c"),
		"--listen", "/ip4/127.0.0.1/tcp/0", "--http-addr", "127.0.0.1:0", "--min-jurors", "3")
	coord.expect(t, "address")
	listen := coord.expect(t, "listen")
	api := coord.expect(t, "api")
	for i := range 3 {
		j := startProc(t, bin, fmt.Sprintf("juror-%d", i), "juror", "--datadir", filepath.Join(dir, fmt.Sprint("j", i)),
			"--listen", "/ip4/127.0.0.1/tcp/0", "--bootstrap", listen,
			"--engine", "openai", "--openai-url", engineURL, "--model", model)
		j.expect(t, "address")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	waitReady(ctx, t, api)

	out, err := exec.CommandContext(ctx, benchBin, "--target", api, "--panel", "3", "--count", "20",
		"--concurrency", "4", "--json").Output()
	if err != nil {
		t.Fatalf("bench: %v\n%s", err, out)
	}
	var rep struct {
		Mode     string `json:"mode"`
		Requests struct {
			Sent, OK, Failed, Lost int
		} `json:"requests"`
		Latency struct{ N int } `json:"latency_ms"`
		Model   struct{ N int } `json:"model_ms"`
	}
	if err := json.Unmarshal(out, &rep); err != nil {
		t.Fatalf("bench report: %v\n%s", err, out)
	}
	if rep.Mode != "target" || rep.Requests.Sent != 20 || rep.Requests.OK != 20 || rep.Requests.Failed != 0 || rep.Requests.Lost != 0 {
		t.Fatalf("bench against separate processes: mode %q, requests %+v\n%s", rep.Mode, rep.Requests, out)
	}
	if rep.Latency.N != 20 || rep.Model.N != 20 {
		t.Fatalf("latency samples %d, model-time samples %d, want 20 each", rep.Latency.N, rep.Model.N)
	}

	// The jurors judged with the served engine: each one's capability names it.
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, api+"/v1/jurors", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if n := strings.Count(string(raw), model); n != 3 {
		t.Fatalf("%d of 3 jurors advertise model %s: %s", n, model, raw)
	}
}
