//go:build !arbitra_juror

package node

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

func request(t *testing.T, method, url string, body any) (int, []byte) {
	t.Helper()
	var r io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		r = bytes.NewReader(b)
	}
	req, _ := http.NewRequest(method, url, r)
	req.Header.Set("Accept", "application/vnd.ipld.raw")
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}

func TestPublishAndUnpublish(t *testing.T) {
	tn := startNet(t, 2)
	base := tn.coord.URL()
	question := "q-publish: is the log complete?"
	status, v := tn.submit(t, question, []string{`{"vote":"yes","rationale":"all entries present"}`, `{"vote":"no","rationale":"one gap"}`}, 10000)
	if status != http.StatusOK || v.Published {
		t.Fatalf("mint: %d published=%t", status, v.Published)
	}
	var rationales []verdict.Rationale
	for _, j := range v.Jurors {
		rationales = append(rationales, verdict.Rationale{Juror: j.Juror, Rationale: j.Rationale})
	}
	pub := base + "/v1/verdicts/" + v.ID + "/publish"
	content := base + "/v1/verdicts/" + v.ID + "/content"

	if code, _ := request(t, http.MethodGet, content, nil); code != http.StatusNotFound {
		t.Fatalf("unpublished content: %d", code)
	}
	if code, b := request(t, http.MethodPost, pub, nil); code != http.StatusConflict {
		t.Fatalf("empty publish: %d %s", code, b)
	}
	if code, b := request(t, http.MethodPost, pub, map[string]any{}); code != http.StatusConflict {
		t.Fatalf("empty JSON publish: %d %s", code, b)
	}
	field := func(b []byte) string {
		var e coordinator.APIError
		_ = json.Unmarshal(b, &e)
		return e.Field
	}
	if code, b := request(t, http.MethodPost, pub, coordinator.PublishBody{Question: question + "?"}); code != http.StatusBadRequest || field(b) != "question" {
		t.Fatalf("wrong question: %d %s", code, b)
	}
	bad := append([]verdict.Rationale(nil), rationales...)
	bad[0].Rationale += " (edited)"
	if code, b := request(t, http.MethodPost, pub, coordinator.PublishBody{Question: question, Rationales: bad}); code != http.StatusBadRequest || field(b) != "rationales[0]" {
		t.Fatalf("edited rationale: %d %s", code, b)
	}
	wrongEvidence := []verdict.Evidence{{Label: "doc", Text: "something else"}}
	if code, b := request(t, http.MethodPost, pub, coordinator.PublishBody{Question: question, Evidence: wrongEvidence}); code != http.StatusBadRequest || field(b) != "evidence" {
		t.Fatalf("wrong evidence: %d %s", code, b)
	}

	evidence := []verdict.Evidence{{Label: "doc", Text: "evidence for " + question}}
	code, b := request(t, http.MethodPost, pub, coordinator.PublishBody{Question: question, Evidence: evidence, Rationales: rationales})
	var pv coordinator.View
	if err := json.Unmarshal(b, &pv); code != http.StatusOK || err != nil || !pv.Published || pv.ContentCID == "" {
		t.Fatalf("publish: %d %s", code, b)
	}
	code, b = request(t, http.MethodGet, content, nil)
	var c verdict.Content
	if err := json.Unmarshal(b, &c); code != http.StatusOK || err != nil || c.Question != question || len(c.Rationales) != 2 {
		t.Fatalf("published content: %d %s", code, b)
	}
	if code, raw := request(t, http.MethodGet, base+"/ipfs/"+pv.ContentCID, nil); code != http.StatusOK || verdict.CIDOf(raw).String() != pv.ContentCID {
		t.Fatalf("gateway content: %d", code)
	}
	// An audit with the content recomputes every fingerprint.
	record, err := tn.coord.Coordinator.Record(v.ID)
	if err != nil {
		t.Fatal(err)
	}
	record.Content = &c
	if rep := verdict.Audit(record, verdict.AuditOptions{}); !rep.OK() || rep.Checks[len(rep.Checks)-1].Name != "content" {
		t.Fatalf("audit with content: %+v", rep.Checks)
	}

	if code, b := request(t, http.MethodDelete, pub, nil); code != http.StatusOK {
		t.Fatalf("unpublish: %d %s", code, b)
	}
	if code, _ := request(t, http.MethodGet, content, nil); code != http.StatusNotFound {
		t.Fatalf("content after unpublish: %d", code)
	}
	if code, _ := request(t, http.MethodGet, base+"/ipfs/"+pv.ContentCID, nil); code != http.StatusNotFound {
		t.Fatalf("gateway after unpublish: %d", code)
	}
	// The verdict itself stays fetchable.
	if code, raw := request(t, http.MethodGet, base+"/ipfs/"+v.CID, nil); code != http.StatusOK || !strings.Contains(string(raw), `"kind":"verdict"`) {
		t.Fatalf("gateway verdict: %d", code)
	}
}

// heldArchive holds the first record it is asked to store back until
// release is closed; every later call goes straight through.
type heldArchive struct {
	coordinator.Archive
	waiting  chan struct{} // closed once the first PutRecord waits
	release  chan struct{}
	calls    atomic.Int32
	returned atomic.Int32
}

func (a *heldArchive) PutRecord(ctx context.Context, sv verdict.SignedVerdict, receipts [][]byte) (string, error) {
	if a.calls.Add(1) == 1 {
		close(a.waiting)
		select {
		case <-a.release:
		case <-ctx.Done():
			return "", ctx.Err()
		}
	}
	defer a.returned.Add(1)
	return a.Archive.PutRecord(ctx, sv, receipts)
}

// TestPublishBeforeArchive publishes a verdict whose archive, which runs
// after the answer, has not stored its record yet: the publish archives
// the record itself, and the archive that finishes afterwards leaves the
// published content as it is.
func TestPublishBeforeArchive(t *testing.T) {
	held := &heldArchive{waiting: make(chan struct{}), release: make(chan struct{})}
	coord := startNode(t, Config{
		DataDir: t.TempDir(), Key: identity.Derive(t.Name() + "/coordinator"), ListenAddrs: p2p.LoopbackListenAddrs[:1],
		Coordinator: &CoordinatorConfig{HTTPAddr: "127.0.0.1:0", wrapArchive: func(a coordinator.Archive) coordinator.Archive {
			held.Archive = a
			return held
		}},
	})
	tn := startNetOn(t, coord, 2)
	question := "q-early-publish: is the report signed?"
	status, v := tn.submit(t, question, []string{`{"vote":"yes","rationale":"signed"}`, `{"vote":"yes","rationale":"signature valid"}`}, 10000)
	if status != http.StatusOK {
		t.Fatalf("mint: %d", status)
	}
	select {
	case <-held.waiting:
	case <-time.After(30 * time.Second):
		t.Fatal("the mint's archive never started")
	}
	if rec, err := coord.Coordinator.Get(v.ID); err != nil || rec.Archived {
		t.Fatalf("before the publish: archived=%t err=%v", rec != nil && rec.Archived, err)
	}

	var rationales []verdict.Rationale
	for _, j := range v.Jurors {
		rationales = append(rationales, verdict.Rationale{Juror: j.Juror, Rationale: j.Rationale})
	}
	body := coordinator.PublishBody{Question: question, Evidence: []verdict.Evidence{{Label: "doc", Text: "evidence for " + question}}, Rationales: rationales}
	code, b := request(t, http.MethodPost, coord.URL()+"/v1/verdicts/"+v.ID+"/publish", body)
	var pv coordinator.View
	if err := json.Unmarshal(b, &pv); code != http.StatusOK || err != nil || !pv.Published || pv.ContentCID == "" {
		t.Fatalf("publish before the archive: %d %s", code, b)
	}
	if code, _ := request(t, http.MethodGet, coord.URL()+"/v1/verdicts/"+v.ID+"/content", nil); code != http.StatusOK {
		t.Fatalf("content after the early publish: %d", code)
	}

	close(held.release) // the mint's own archive now finishes
	deadline := time.Now().Add(30 * time.Second)
	for held.returned.Load() < 2 {
		if time.Now().After(deadline) {
			t.Fatalf("the mint's archive never finished (%d calls, %d returned)", held.calls.Load(), held.returned.Load())
		}
		time.Sleep(5 * time.Millisecond)
	}
	if code, raw := request(t, http.MethodGet, coord.URL()+"/ipfs/"+pv.ContentCID, nil); code != http.StatusOK || verdict.CIDOf(raw).String() != pv.ContentCID {
		t.Fatalf("gateway content after the archive: %d", code)
	}
	// Close waits for the archive's last step, its mark in the store.
	if err := coord.Coordinator.Close(); err != nil {
		t.Fatal(err)
	}
	rec, err := coord.Coordinator.Get(v.ID)
	if err != nil || !rec.Archived || !rec.Publish || rec.ContentCID != pv.ContentCID {
		t.Fatalf("after the mint's archive: %+v, %v; want archived and published with content %s", rec, err, pv.ContentCID)
	}
}
