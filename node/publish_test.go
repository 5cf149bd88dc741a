package node

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/internal/await"

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

func request(t *testing.T, method, url string, body any) (int, []byte) {
	t.Helper()
	return requestAs(t, method, url, "", body)
}

// requestAs sends a request with a requester token (none when empty).
func requestAs(t *testing.T, method, url, token string, body any) (int, []byte) {
	t.Helper()
	var r io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		r = bytes.NewReader(b)
	}
	req, _ := http.NewRequest(method, url, r)
	req.Header.Set("Accept", "application/vnd.ipld.raw")
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}

// strangers are callers without a verdict's requester token: none, a
// token of the right form that is nobody's, a malformed one, and the
// token of another verdict.
func strangers(other string) []struct{ name, token string } {
	return []struct{ name, token string }{
		{"anonymous", ""}, {"wrong token", newToken()}, {"malformed token", "not-a-token"}, {"another verdict's token", other},
	}
}

func newToken() string {
	var b [coordinator.RequesterTokenBytes]byte
	_, _ = rand.Read(b[:])
	return base64.RawURLEncoding.EncodeToString(b[:])
}

// refused checks that an answer is the documented refusal of a caller
// without the requester token.
func refused(t *testing.T, what string, code int, b []byte) {
	t.Helper()
	var e api.Error
	if err := json.Unmarshal(b, &e); err != nil || code != http.StatusForbidden || e.Code != "forbidden" || e.Field != "Authorization" {
		t.Fatalf("%s: %d %s, want 403 forbidden", what, code, b)
	}
}

func TestPublishAndUnpublish(t *testing.T) {
	tn := startNet(t, 2)
	base := tn.coord.URL()
	question := "q-publish: is the log complete?"
	status, v := tn.submit(t, question, []string{`{"vote":"yes","rationale":"all entries present"}`, `{"vote":"no","rationale":"one gap"}`}, 10000)
	if status != http.StatusOK || v.Published {
		t.Fatalf("mint: %d published=%t", status, v.Published)
	}
	token := v.RequesterToken
	if b, err := base64.RawURLEncoding.DecodeString(token); err != nil || len(b) != coordinator.RequesterTokenBytes {
		t.Fatalf("requester token %q: want %d bytes of unpadded base64url", token, coordinator.RequesterTokenBytes)
	}
	_, other := tn.submit(t, "q-publish-other", []string{"yes", "no"}, 10000)
	if other.RequesterToken == "" || other.RequesterToken == token {
		t.Fatalf("another submission's token %q", other.RequesterToken)
	}
	// The token is answered once: a read of the verdict does not repeat it.
	if code, b := requestAs(t, http.MethodGet, base+"/v1/verdicts/"+v.ID, token, nil); code != http.StatusOK || bytes.Contains(b, []byte(token)) {
		t.Fatalf("a read repeats the token: %d %s", code, b)
	}
	var rationales []verdict.Rationale
	for _, j := range v.Jurors {
		rationales = append(rationales, verdict.Rationale{Juror: j.Juror, Rationale: j.Rationale})
	}
	pub := base + "/v1/verdicts/" + v.ID + "/publish"
	content := base + "/v1/verdicts/" + v.ID + "/content"
	evidence := []verdict.Evidence{{Label: "doc", Text: "evidence for " + question}}
	body := api.PublishBody{Question: question, Evidence: evidence, Rationales: rationales}
	published := func() bool {
		t.Helper()
		rec, err := tn.coord.Coordinator.Get(v.ID)
		if err != nil {
			t.Fatal(err)
		}
		return rec.Publish
	}

	if code, _ := request(t, http.MethodGet, content, nil); code != http.StatusNotFound {
		t.Fatalf("unpublished content: %d", code)
	}
	// Whoever knows the ID and the question cannot publish, nor unpublish.
	for _, s := range strangers(other.RequesterToken) {
		code, b := requestAs(t, http.MethodPost, pub, s.token, body)
		refused(t, s.name+" publish", code, b)
		code, b = requestAs(t, http.MethodDelete, pub, s.token, nil)
		refused(t, s.name+" unpublish of an unpublished verdict", code, b)
		if code, _ := request(t, http.MethodGet, content, nil); code != http.StatusNotFound || published() {
			t.Fatalf("%s: content published by a refused request (%d)", s.name, code)
		}
	}
	// Refused alike whether or not the verdict exists.
	code, b := requestAs(t, http.MethodPost, base+"/v1/verdicts/vrd_"+strings.Repeat("0", 32)+"/publish", other.RequesterToken, body)
	refused(t, "publish of an unknown verdict", code, b)

	if code, b := requestAs(t, http.MethodPost, pub, token, nil); code != http.StatusConflict {
		t.Fatalf("empty publish: %d %s", code, b)
	}
	if code, b := requestAs(t, http.MethodPost, pub, token, map[string]any{}); code != http.StatusConflict {
		t.Fatalf("empty JSON publish: %d %s", code, b)
	}
	field := func(b []byte) string {
		var e api.Error
		_ = json.Unmarshal(b, &e)
		return e.Field
	}
	if code, b := requestAs(t, http.MethodPost, pub, token, api.PublishBody{Question: question + "?"}); code != http.StatusBadRequest || field(b) != "question" {
		t.Fatalf("wrong question: %d %s", code, b)
	}
	bad := append([]verdict.Rationale(nil), rationales...)
	bad[0].Rationale += " (edited)"
	if code, b := requestAs(t, http.MethodPost, pub, token, api.PublishBody{Question: question, Rationales: bad}); code != http.StatusBadRequest || field(b) != "rationales[0]" {
		t.Fatalf("edited rationale: %d %s", code, b)
	}
	wrongEvidence := []verdict.Evidence{{Label: "doc", Text: "something else"}}
	if code, b := requestAs(t, http.MethodPost, pub, token, api.PublishBody{Question: question, Evidence: wrongEvidence}); code != http.StatusBadRequest || field(b) != "evidence" {
		t.Fatalf("wrong evidence: %d %s", code, b)
	}

	code, b = requestAs(t, http.MethodPost, pub, token, body)
	var pv api.View
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

	// Nobody but the requester can take the published content down.
	for _, s := range strangers(other.RequesterToken) {
		code, b := requestAs(t, http.MethodDelete, pub, s.token, nil)
		refused(t, s.name+" unpublish", code, b)
		if code, raw := request(t, http.MethodGet, base+"/ipfs/"+pv.ContentCID, nil); code != http.StatusOK || verdict.CIDOf(raw).String() != pv.ContentCID || !published() {
			t.Fatalf("%s: content gone after a refused unpublish (%d)", s.name, code)
		}
	}
	if code, b := requestAs(t, http.MethodDelete, pub, token, nil); code != http.StatusOK {
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

// TestRationalesOnlyToTheRequester reads an asynchronous verdict, whose
// rationales no answer has shown yet, as strangers and then as its
// requester, across a restart of the coordinator: the strangers see the
// content-free verdict or are refused, and take nothing; the requester
// gets the rationales once, and can publish with the token after the
// restart.
func TestRationalesOnlyToTheRequester(t *testing.T) {
	tn := startNet(t, 2)
	question := "q-rationales: is the ledger balanced?"
	tn.mu.Lock()
	tn.script[question] = []string{`{"vote":"yes","rationale":"debits equal credits"}`, `{"vote":"yes","rationale":"totals match"}`}
	tn.mu.Unlock()
	evidence := []verdict.Evidence{{Label: "doc", Text: "evidence for " + question}}
	status, v := postJSON(t, tn.coord.URL()+"/v1/verdicts", api.SubmitBody{Async: true, Question: verdict.Question{Question: question, Options: []string{"yes", "no"}, Evidence: evidence}, Panel: 2, TimeoutMS: 30000})
	if status != http.StatusAccepted || v.RequesterToken == "" {
		t.Fatalf("async submit: %d %+v", status, v)
	}
	token := v.RequesterToken
	_, other := tn.submit(t, "q-rationales-other", []string{"no", "no"}, 10000)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if rec, err := tn.coord.Coordinator.Wait(ctx, v.ID); err != nil || rec.Status != coordinator.StatusMinted {
		t.Fatalf("wait: %+v %v", rec, err)
	}
	// The hash of the token is all the coordinator keeps, and it survives
	// a restart.
	coord := restartCoordinator(t, tn, func() {})
	url := coord.URL() + "/v1/verdicts/" + v.ID
	withheld := func(who string, b []byte) {
		t.Helper()
		var got api.View
		if err := json.Unmarshal(b, &got); err != nil || got.Status != coordinator.StatusMinted || got.Hash == "" || !got.RationalesWithheld ||
			bytes.Contains(b, []byte("debits")) || bytes.Contains(b, []byte("totals")) || got.RequesterToken != "" {
			t.Fatalf("%s: %s, want the content-free verdict without rationales", who, b)
		}
	}
	for _, s := range strangers(other.RequesterToken) {
		code, b := requestAs(t, http.MethodGet, url, s.token, nil)
		if s.token == "" {
			if code != http.StatusOK {
				t.Fatalf("anonymous read: %d %s", code, b)
			}
			withheld(s.name, b)
		} else {
			refused(t, s.name+" read", code, b)
		}
		if rec, err := coord.Coordinator.Get(v.ID); err != nil || len(rec.Rationales) != 2 {
			t.Fatalf("%s: rationales taken by a refused read: %+v %v", s.name, rec, err)
		}
	}

	code, b := requestAs(t, http.MethodGet, url, token, nil)
	var got api.View
	if err := json.Unmarshal(b, &got); code != http.StatusOK || err != nil || got.RationalesWithheld ||
		!bytes.Contains(b, []byte("debits equal credits")) || !bytes.Contains(b, []byte("totals match")) {
		t.Fatalf("the requester's read: %d %s", code, b)
	}
	var rationales []verdict.Rationale
	for _, j := range got.Jurors {
		rationales = append(rationales, verdict.Rationale{Juror: j.Juror, Rationale: j.Rationale})
	}
	// Marked right after the answer is flushed.
	await.UntilCtx(t, ctx, "the rationales to be marked delivered", func() bool {
		rec, err := coord.Coordinator.Get(v.ID)
		if err != nil {
			t.Fatal(err)
		}
		return rec.Delivered
	})
	code, b = requestAs(t, http.MethodGet, url, token, nil)
	if code != http.StatusOK || bytes.Contains(b, []byte("debits")) || bytes.Contains(b, []byte("rationales_withheld")) {
		t.Fatalf("a second read by the requester: %d %s", code, b)
	}

	body := api.PublishBody{Question: question, Evidence: evidence, Rationales: rationales}
	code, b = request(t, http.MethodPost, url+"/publish", body)
	refused(t, "anonymous publish after the restart", code, b)
	code, b = requestAs(t, http.MethodPost, url+"/publish", token, body)
	if code != http.StatusOK || !bytes.Contains(b, []byte(`"published":true`)) {
		t.Fatalf("the requester's publish after the restart: %d %s", code, b)
	}
	// Published rationales are public content, for anyone to read.
	if code, b := request(t, http.MethodGet, coord.URL()+"/v1/verdicts/"+v.ID+"/content", nil); code != http.StatusOK || !bytes.Contains(b, []byte("totals match")) {
		t.Fatalf("published content: %d %s", code, b)
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
	body := api.PublishBody{Question: question, Evidence: []verdict.Evidence{{Label: "doc", Text: "evidence for " + question}}, Rationales: rationales}
	code, b := requestAs(t, http.MethodPost, coord.URL()+"/v1/verdicts/"+v.ID+"/publish", v.RequesterToken, body)
	var pv api.View
	if err := json.Unmarshal(b, &pv); code != http.StatusOK || err != nil || !pv.Published || pv.ContentCID == "" {
		t.Fatalf("publish before the archive: %d %s", code, b)
	}
	if code, _ := request(t, http.MethodGet, coord.URL()+"/v1/verdicts/"+v.ID+"/content", nil); code != http.StatusOK {
		t.Fatalf("content after the early publish: %d", code)
	}

	close(held.release) // the mint's own archive now finishes
	await.Until(t, 30*time.Second, "the mint's archive to finish", func() bool { return held.returned.Load() >= 2 })
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

// A publication after the fact makes public exactly the rationales it
// publishes: one of the question alone leaves every rationale private, and
// one that would erase a rationale the requester has not read yet is
// refused, naming the field.
func TestPartialPublicationKeepsRationalesPrivate(t *testing.T) {
	tn := startNet(t, 2)
	base := tn.coord.URL()
	const question = "q-partial-publication"
	tn.mu.Lock()
	tn.script[question] = []string{`{"vote":"yes","rationale":"private reason one"}`, `{"vote":"yes","rationale":"private reason two"}`}
	tn.mu.Unlock()
	status, v := postJSON(t, base+"/v1/verdicts", api.SubmitBody{Async: true, Question: verdict.Question{Question: question, Options: []string{"yes", "no"}, Evidence: []verdict.Evidence{{Label: "doc", Text: "evidence for " + question}}},
		Panel: 2, TimeoutMS: 30000,
	})
	if status != http.StatusAccepted {
		t.Fatalf("submit: %d", status)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if rec, err := tn.coord.Coordinator.Wait(ctx, v.ID); err != nil || rec.Status != coordinator.StatusMinted {
		t.Fatalf("wait: %+v %v", rec, err)
	}
	url := base + "/v1/verdicts/" + v.ID
	questionOnly := api.PublishBody{Question: question}

	// Before the requester read them: refused, and nothing changes.
	code, b := requestAs(t, http.MethodPost, url+"/publish", v.RequesterToken, questionOnly)
	var e api.Error
	if err := json.Unmarshal(b, &e); err != nil || code != http.StatusBadRequest || e.Field != "rationales" {
		t.Fatalf("a publication that would erase unread rationales: %d %s", code, b)
	}
	code, b = requestAs(t, http.MethodGet, url, v.RequesterToken, nil)
	var mine api.View
	if err := json.Unmarshal(b, &mine); err != nil || code != http.StatusOK || mine.Published || len(mine.Jurors) != 2 || mine.Jurors[0].Rationale == "" {
		t.Fatalf("the requester's read: %d %s", code, b)
	}

	// Read, then the question alone is published: no rationale is public.
	// The delivery is marked right after the answer.
	await.UntilCtx(t, ctx, "the delivery to be marked", func() bool {
		rec, err := tn.coord.Coordinator.Get(v.ID)
		return err == nil && rec.Delivered
	})
	if code, b = requestAs(t, http.MethodPost, url+"/publish", v.RequesterToken, questionOnly); code != http.StatusOK {
		t.Fatalf("publish the question: %d %s", code, b)
	}
	for _, path := range []string{url, url + "/content"} {
		code, b := request(t, http.MethodGet, path, nil)
		if code != http.StatusOK || bytes.Contains(b, []byte("private reason")) {
			t.Fatalf("anonymous GET %s after the question alone was published: %d %s", path, code, b)
		}
	}

	// Published with one rationale: that one is public, the other is not.
	one := api.PublishBody{Question: question, Rationales: []verdict.Rationale{{Juror: mine.Jurors[0].Juror, Rationale: mine.Jurors[0].Rationale}}}
	if code, b = requestAs(t, http.MethodPost, url+"/publish", v.RequesterToken, one); code != http.StatusOK {
		t.Fatalf("publish one rationale: %d %s", code, b)
	}
	code, b = request(t, http.MethodGet, url, nil)
	if code != http.StatusOK || !bytes.Contains(b, []byte(mine.Jurors[0].Rationale)) || bytes.Contains(b, []byte(mine.Jurors[1].Rationale)) {
		t.Fatalf("anonymous GET after one rationale was published: %d %s", code, b)
	}
}

// heldContent holds the first PutContent until release, and keeps the
// CID it pinned.
type heldContent struct {
	coordinator.Archive
	waiting, release, done chan struct{}
	calls                  atomic.Int32
	cid                    string // set before done is closed
}

func (a *heldContent) PutContent(ctx context.Context, c verdict.Content) (string, error) {
	if a.calls.Add(1) != 1 {
		return a.Archive.PutContent(ctx, c)
	}
	close(a.waiting)
	<-a.release
	cid, err := a.Archive.PutContent(ctx, c)
	a.cid = cid
	close(a.done)
	return cid, err
}

// A verdict published at submission is unpublished while its archive is
// pinning the content: the archive finds it unpublished and unpins the
// content, which no gateway then serves.
func TestUnpublishWhileTheContentIsPinned(t *testing.T) {
	held := &heldContent{waiting: make(chan struct{}), release: make(chan struct{}), done: make(chan struct{})}
	coord := startNode(t, Config{
		DataDir: t.TempDir(), Key: identity.Derive(t.Name() + "/coordinator"), ListenAddrs: p2p.LoopbackListenAddrs[:1],
		Coordinator: &CoordinatorConfig{HTTPAddr: "127.0.0.1:0", wrapArchive: func(a coordinator.Archive) coordinator.Archive {
			held.Archive = a
			return held
		}},
	})
	tn := startNetOn(t, coord, 2)
	const question = "q-unpublish-while-pinning"
	tn.mu.Lock()
	tn.script[question] = []string{`{"vote":"yes","rationale":"withdrawn reason"}`, `{"vote":"yes","rationale":"withdrawn reason"}`}
	tn.mu.Unlock()
	status, v := postJSON(t, coord.URL()+"/v1/verdicts", api.SubmitBody{
		Question: verdict.Question{Question: question, Options: []string{"yes", "no"}, Evidence: []verdict.Evidence{{Label: "doc", Text: "evidence for " + question}}},
		Panel:    2, TimeoutMS: 30000, Publish: true,
	})
	if status != http.StatusOK || !v.Published {
		t.Fatalf("mint: %d %+v", status, v)
	}
	select {
	case <-held.waiting:
	case <-time.After(30 * time.Second):
		t.Fatal("the archive never pinned the content")
	}
	url := coord.URL() + "/v1/verdicts/" + v.ID
	if code, b := requestAs(t, http.MethodDelete, url+"/publish", v.RequesterToken, nil); code != http.StatusOK {
		t.Fatalf("unpublish: %d %s", code, b)
	}
	close(held.release)
	<-held.done
	if held.cid == "" {
		t.Fatal("the held PutContent pinned nothing")
	}
	// Close waits for the archive's last steps: its mark and the unpin.
	if err := coord.Coordinator.Close(); err != nil {
		t.Fatal(err)
	}
	rec, err := coord.Coordinator.Get(v.ID)
	if err != nil || rec.Publish || rec.ContentCID != "" || !rec.Archived {
		t.Fatalf("after the archive: %+v %v", rec, err)
	}
	if pinned, err := coord.IPFS.Pinned(context.Background(), held.cid); err != nil || pinned {
		t.Fatalf("content %s pinned after the unpublish: %t %v", held.cid, pinned, err)
	}
	if code, b := request(t, http.MethodGet, coord.URL()+"/ipfs/"+held.cid, nil); code != http.StatusNotFound {
		t.Fatalf("gateway serves the unpublished content: %d %s", code, b)
	}
}
