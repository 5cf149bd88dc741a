package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/identity"
)

// TestOperatorProcesses runs a coordinator and a juror as processes set up
// the way an operator would: each from a config file, the coordinator with
// one setting overridden by its environment variable, the juror with its
// key encrypted under a passphrase file and its status endpoint on. After
// a verdict it scrapes the coordinator's /metrics and the juror's /status.
func TestOperatorProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	for _, v := range []string{identity.PassphraseEnv, identity.PassphraseFileEnv, "ARBITRA_CONFIG"} {
		t.Setenv(v, "")
		os.Unsetenv(v)
	}
	bin := buildBinary(t)
	dir := t.TempDir()
	coordCfg := filepath.Join(dir, "coordinator.toml")
	// min-jurors = 2 would keep /readyz waiting for a second juror: the
	// environment's 1 must win over the file.
	os.WriteFile(coordCfg, []byte(fmt.Sprintf(`
datadir = %q
listen = ["/ip4/127.0.0.1/tcp/0"]
http-addr = "127.0.0.1:0"
min-jurors = 2
`, filepath.Join(dir, "c"))), 0o600)
	t.Setenv("ARBITRA_MIN_JURORS", "1")
	coord := startProc(t, bin, "coordinator", "coordinator", "--config", coordCfg)
	address := coord.expect(t, "address")
	coordPeer := coord.expect(t, "peer")
	listen := coord.expect(t, "listen")
	api := coord.expect(t, "api")
	os.Unsetenv("ARBITRA_MIN_JURORS")

	pw := filepath.Join(dir, "juror.pass")
	os.WriteFile(pw, []byte("juror passphrase\n"), 0o600)
	jurorDir := filepath.Join(dir, "j")
	jurorCfg := filepath.Join(dir, "juror.toml")
	os.WriteFile(jurorCfg, []byte(fmt.Sprintf(`
datadir = %q
passphrase-file = %q
listen = ["/ip4/127.0.0.1/tcp/0"]
bootstrap = [%q]
coordinators = [%q]
status-addr = ":0"
builtin-threshold = 0.5
`, jurorDir, pw, listen, address)), 0o600)
	j := startProc(t, bin, "juror", "juror", "--config", jurorCfg)
	jurorAddr := j.expect(t, "address")
	status := j.expect(t, "status")
	if !strings.HasPrefix(status, "http://127.0.0.1:") {
		t.Fatalf("status endpoint on %s, want loopback for a bare :PORT", status)
	}
	if _, err := identity.Load(jurorDir, "juror passphrase"); err != nil {
		t.Fatalf("the juror's key is not encrypted under the passphrase file: %v", err)
	}

	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	waitReady(ctx, t, api)
	reqFile := filepath.Join(dir, "request.json")
	os.WriteFile(reqFile, []byte(`{"question":"Does the deliverable meet the criteria?","options":["PASS","FAIL"],"panel":1,
"rubric":"Acceptance criteria:\n- includes a unit test suite",
"evidence":[{"label":"deliverable","text":"The package includes a unit test suite covering every function."}]}`), 0o644)
	out, err := exec.CommandContext(ctx, bin, "submit", "--coordinator", api, reqFile).CombinedOutput()
	if err != nil || !strings.Contains(string(out), `"status": "minted"`) {
		t.Fatalf("submit: %v\n%s", err, out)
	}

	minted := metricLine(t, api+"/metrics", "arbitra_coordinator_verdicts_total{", `status="minted"`)
	if !strings.HasSuffix(minted, " 1") {
		t.Fatalf("coordinator's minted verdicts: %q, want 1", minted)
	}
	resp, err := http.Get(status + "/status")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var st struct {
		Address      string `json:"address"`
		Judged       int    `json:"requests_judged"`
		Coordinators []struct {
			Address   string `json:"address"`
			PeerID    string `json:"peer_id"`
			Connected bool   `json:"connected"`
		} `json:"coordinators"`
		Standing struct {
			Stake *string `json:"stake"`
		} `json:"standing"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&st); err != nil {
		t.Fatalf("decode /status: %v", err)
	}
	if !strings.EqualFold(st.Address, jurorAddr) || st.Judged != 1 || len(st.Coordinators) != 1 ||
		!strings.EqualFold(st.Coordinators[0].Address, address) || st.Coordinators[0].PeerID != coordPeer || !st.Coordinators[0].Connected {
		t.Fatalf("juror status %+v, want %s with 1 request judged for the connected coordinator %s", st, jurorAddr, address)
	}
	judged := metricLine(t, status+"/metrics", "arbitra_juror_requests_judged_total{", `vote="PASS"`)
	if !strings.HasSuffix(judged, " 1") {
		t.Fatalf("juror's judged requests: %q, want 1", judged)
	}
}

// metricLine returns the line of the Prometheus text at url that starts
// with prefix and contains label.
func metricLine(t *testing.T, url, prefix, label string) string {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/plain") {
		t.Fatalf("GET %s: content type %q, want the text format", url, ct)
	}
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		if l := sc.Text(); strings.HasPrefix(l, prefix) && strings.Contains(l, label) {
			return l
		}
	}
	t.Fatalf("GET %s: no %s…%s line", url, prefix, label)
	return ""
}
