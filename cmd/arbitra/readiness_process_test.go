package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/api"

	"github.com/arbitra-network/arbitra/chain/gethtest"
	coord "github.com/arbitra-network/arbitra/coordinator"
)

// readyz is a coordinator's /readyz answer.
type readyz struct {
	Status     string `json:"status"`
	Code       string `json:"code"`
	Jurors     int    `json:"jurors"`
	NotServing int    `json:"jurors_not_serving"`
}

// readyAt polls a coordinator's /readyz until done says the answer is the
// one awaited, and returns it; the poll is what the test waits on.
func readyAt(ctx context.Context, t *testing.T, base string, done func(code int, r readyz) bool) readyz {
	t.Helper()
	for {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, base+"/readyz", nil)
		resp, err := http.DefaultClient.Do(req)
		if err == nil {
			var r readyz
			_ = json.NewDecoder(resp.Body).Decode(&r)
			resp.Body.Close()
			if done(resp.StatusCode, r) {
				return r
			}
		}
		select {
		case <-ctx.Done():
			t.Fatalf("%s/readyz: never the answer awaited", base)
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// postVerdict submits body and waits for its answer.
func postAndRead(ctx context.Context, t *testing.T, base string, body string) (int, api.View, string) {
	t.Helper()
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, base+"/v1/verdicts", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var raw bytes.Buffer
	_, _ = raw.ReadFrom(resp.Body)
	var v api.View
	_ = json.Unmarshal(raw.Bytes(), &v)
	return resp.StatusCode, v, raw.String()
}

// mintedByEverySeat fails unless v was minted with a vote from each of its
// n seats.
func mintedByEverySeat(t *testing.T, what string, code int, v api.View, raw string, n int) {
	t.Helper()
	if code != http.StatusOK || v.Status != coord.StatusMinted || len(v.Jurors) != n {
		t.Fatalf("%s: HTTP %d, want minted by %d seats: %s", what, code, n, raw)
	}
	for _, j := range v.Jurors {
		if j.Vote != "PASS" {
			t.Fatalf("%s: seat %s voted %q (%s): %s", what, j.Juror, j.Vote, j.ErrorClass, raw)
		}
	}
}

func readinessRequest(nonce string) string {
	return fmt.Sprintf(`{"question":"Does the delivered report meet the acceptance criteria?","options":["PASS","FAIL"],
"rubric":"Acceptance criteria:\n- The report includes a revenue table for 2025\n- The report cites its data sources",
"evidence":[{"label":"deliverable","text":"Quarterly report. The revenue table for 2025 is included below. Data sources: company filings and audited statements are cited in the appendix."}],
"panel":3,"nonce":%q}`, nonce)
}

// TestReadyCoordinatorServesItsFirstRequest runs coordinators and jurors
// as separate processes on loopback. Three jurors serve any coordinator
// and know only coordinator A; coordinator B, bootstrapped to A, is
// started, and its first request is sent the moment its /readyz says
// ready: every seat votes. Then A is killed (SIGKILL) while its jurors keep
// running and started again on the same address; its first request, sent
// the moment it says ready, is minted by every seat as well.
func TestReadyCoordinatorServesItsFirstRequest(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	bin := buildBinary(t)
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()

	aListen := fmt.Sprintf("/ip4/127.0.0.1/tcp/%d", gethtest.FreePort(t))
	aHTTP := fmt.Sprintf("127.0.0.1:%d", gethtest.FreePort(t))
	aArgs := []string{"coordinator", "--datadir", filepath.Join(dir, "a"), "--listen", aListen,
		"--http-addr", aHTTP, "--min-jurors", "3"}
	a := startProc(t, bin, "coordinator-a", aArgs...)
	a.expect(t, "address")
	a.expect(t, "peer")
	aAddr := a.expect(t, "listen")
	for i := range 3 {
		j := startProc(t, bin, fmt.Sprintf("juror-%d", i), "juror", "--datadir", filepath.Join(dir, fmt.Sprint("j", i)),
			"--listen", "/ip4/127.0.0.1/tcp/0", "--bootstrap", aAddr, "--any-coordinator")
		j.expect(t, "address")
	}
	readyAt(ctx, t, "http://"+aHTTP, func(code int, r readyz) bool { return code == http.StatusOK && r.Jurors == 3 })

	b := startProc(t, bin, "coordinator-b", "coordinator", "--datadir", filepath.Join(dir, "b"),
		"--listen", "/ip4/127.0.0.1/tcp/0", "--http-addr", "127.0.0.1:0", "--bootstrap", aAddr, "--min-jurors", "3")
	bAPI := b.expect(t, "api")
	readyAt(ctx, t, bAPI, func(code int, _ readyz) bool { return code == http.StatusOK })
	code, v, raw := postAndRead(ctx, t, bAPI, readinessRequest("b-first"))
	mintedByEverySeat(t, "B's first request", code, v, raw, 3)

	if err := a.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = a.cmd.Wait()
	a = startProc(t, bin, "coordinator-a-again", aArgs...)
	aAPI := "http://" + aHTTP
	a.expect(t, "api")
	readyAt(ctx, t, aAPI, func(code int, _ readyz) bool { return code == http.StatusOK })
	code, v, raw = postAndRead(ctx, t, aAPI, readinessRequest("a-after-kill"))
	mintedByEverySeat(t, "A's first request after kill -9", code, v, raw, 3)
}

// TestCoordinatorNotServedIsNotReady: jurors on their default policy
// serve only the coordinator they bootstrap to, A. Coordinator B hears
// their records through A, counts none of them (its /readyz says 0 jurors
// serve it, 3 serve others), and refuses a request at once with 503
// naming the panel, instead of drawing jurors that would ignore it and
// failing at the deadline. A juror's /status lists A, connected and
// served, before it has judged anything.
func TestCoordinatorNotServedIsNotReady(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	bin := buildBinary(t)
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()

	a := startProc(t, bin, "coordinator-a", "coordinator", "--datadir", filepath.Join(dir, "a"),
		"--listen", "/ip4/127.0.0.1/tcp/0", "--http-addr", "127.0.0.1:0", "--min-jurors", "3")
	aAddress := a.expect(t, "address")
	a.expect(t, "peer")
	aListen := a.expect(t, "listen")
	aAPI := a.expect(t, "api")
	var status string
	for i := range 3 {
		args := []string{"juror", "--datadir", filepath.Join(dir, fmt.Sprint("j", i)),
			"--listen", "/ip4/127.0.0.1/tcp/0", "--bootstrap", aListen}
		if i == 0 {
			args = append(args, "--status-addr", "127.0.0.1:0")
		}
		j := startProc(t, bin, fmt.Sprintf("juror-%d", i), args...)
		j.expect(t, "address")
		if i == 0 {
			status = j.expect(t, "status")
		}
	}
	readyAt(ctx, t, aAPI, func(code int, r readyz) bool { return code == http.StatusOK && r.Jurors == 3 })

	b := startProc(t, bin, "coordinator-b", "coordinator", "--datadir", filepath.Join(dir, "b"),
		"--listen", "/ip4/127.0.0.1/tcp/0", "--http-addr", "127.0.0.1:0", "--bootstrap", aListen)
	bAPI := b.expect(t, "api")
	r := readyAt(ctx, t, bAPI, func(_ int, r readyz) bool { return r.NotServing == 3 })
	if r.Jurors != 0 || r.Code != "not_ready" {
		t.Fatalf("B's /readyz with three jurors serving A alone: %+v", r)
	}
	code, _, raw := postAndRead(ctx, t, bAPI, readinessRequest("b"))
	var apiErr api.Error
	_ = json.Unmarshal([]byte(raw), &apiErr)
	if code != http.StatusServiceUnavailable || apiErr.Field != "panel" || apiErr.Code != "not_enough_jurors" {
		t.Fatalf("a request to B: HTTP %d %s, want 503 naming the panel", code, raw)
	}

	resp, err := http.Get(status + "/status")
	if err != nil {
		t.Fatal(err)
	}
	var st struct {
		Judged       int64 `json:"requests_judged"`
		Coordinators []struct {
			Address           string
			Connected, Served bool
		} `json:"coordinators"`
	}
	err = json.NewDecoder(resp.Body).Decode(&st)
	resp.Body.Close()
	if err != nil || st.Judged != 0 || len(st.Coordinators) != 1 || !strings.EqualFold(st.Coordinators[0].Address, aAddress) ||
		!st.Coordinators[0].Connected || !st.Coordinators[0].Served {
		t.Fatalf("juror status before any request: %+v (%v), want A connected and served", st, err)
	}
}
