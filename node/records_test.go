package node

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/internal/await"

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// TestRecordLayoutErasesByDelete follows one verdict through the store: the
// request and the rationales live under their own keys next to a record
// that never carries them; the request goes once the record is archived,
// the rationales once the answer that shows them is sent; the record read
// through the API is whole at every step.
func TestRecordLayoutErasesByDelete(t *testing.T) {
	tn := startNet(t, 2)
	db := tn.coord.Store
	has := func(key string) bool {
		t.Helper()
		var ok bool
		if err := db.View(func(tx *store.Txn) (err error) { ok, err = tx.Has([]byte(key)); return err }); err != nil {
			t.Fatal(err)
		}
		return ok
	}
	stored := func(key string) []byte {
		t.Helper()
		var out []byte
		if err := db.Scan([]byte(key), func(k, v []byte) error {
			if string(k) == key {
				out = append([]byte(nil), v...)
			}
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		if out == nil {
			t.Fatalf("%s not stored", key)
		}
		return out
	}
	// holding lists the keys whose values hold s, anywhere in the store.
	holding := func(s string) []string {
		t.Helper()
		var keys []string
		if err := db.Scan(nil, func(k, v []byte) error {
			if bytes.Contains(v, []byte(s)) {
				keys = append(keys, string(k))
			}
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		return keys
	}
	clean := func(when, key string, secrets ...string) {
		t.Helper()
		b := stored(key)
		for _, s := range append(secrets, `"request"`, `"rationales"`) {
			if bytes.Contains(b, []byte(s)) {
				t.Fatalf("%s: %s holds %q: %s", when, key, s, b)
			}
		}
	}

	tn.mu.Lock()
	tn.script["q-layout"] = []string{"gate", "gate"} // {"vote":"no","rationale":"late"} once released
	tn.mu.Unlock()
	evidence := "evidence-of-the-layout-test"
	status, v := postJSON(t, tn.coord.URL()+"/v1/verdicts", api.SubmitBody{Async: true, Question: verdict.Question{Question: "q-layout", Options: []string{"yes", "no"}, Evidence: []verdict.Evidence{{Label: "doc", Text: evidence}}},
		Panel: 2, TimeoutMS: 30000,
	})
	if status != http.StatusAccepted {
		t.Fatalf("submit: %d", status)
	}
	id := v.ID
	// Pending: the request is stored whole, beside the record.
	if !bytes.Contains(stored("coord/request/"+id), []byte(evidence)) {
		t.Fatal("pending request not stored under its own key")
	}
	clean("pending", "coord/record/"+id, evidence)

	close(tn.gate)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if rec, err := tn.coord.Coordinator.Wait(ctx, id); err != nil || rec.Status != coordinator.StatusMinted {
		t.Fatalf("wait: %+v %v", rec, err)
	}
	await.UntilCtx(t, ctx, "the record to be archived", func() bool {
		return has("coord/record/"+id) && !has("coord/unarchived/"+id)
	})
	// Archived, not yet delivered: the request is gone, the rationales wait.
	if has("coord/request/" + id) {
		t.Fatal("request kept after archiving")
	}
	if !bytes.Contains(stored("coord/rationales/"+id), []byte("late")) {
		t.Fatal("undelivered rationales not stored under their own key")
	}
	clean("archived", "coord/record/"+id, evidence, "late")
	// The rationales are there and nowhere else: the receipts written with
	// the verdict keep only their blocks.
	if keys := holding(`"late"`); !slices.Equal(keys, []string{"coord/rationales/" + id}) {
		t.Fatalf("before delivery, the rationales are under %q", keys)
	}
	rec, err := tn.coord.Coordinator.Get(id)
	if err != nil || !rec.Archived || rec.SealCID == "" || rec.Request != nil || len(rec.Rationales) != 2 {
		t.Fatalf("archived record: %+v %v", rec, err)
	}
	// The seal the record reports is the one IPFS pinned.
	if info, err := tn.coord.IPFS.Lookup(ctx, rec.CID); err != nil || info.Seal != rec.SealCID {
		t.Fatalf("record's seal %s, pinned %+v (%v)", rec.SealCID, info.RecordCIDs, err)
	}

	// The requester's first read shows the rationales and erases them.
	code, b := requestAs(t, http.MethodGet, tn.coord.URL()+"/v1/verdicts/"+id, v.RequesterToken, nil)
	if code != http.StatusOK || !bytes.Contains(b, []byte(`"late"`)) {
		t.Fatalf("first read: %d %s", code, b)
	}
	// Marked right after the answer is flushed.
	await.UntilCtx(t, ctx, "the rationales to be erased after delivery", func() bool { return !has("coord/rationales/" + id) })
	clean("delivered", "coord/record/"+id, evidence, "late")
	if keys := holding(`"late"`); len(keys) != 0 {
		t.Fatalf("after delivery, the rationales are still under %q", keys)
	}
	code, b = requestAs(t, http.MethodGet, tn.coord.URL()+"/v1/verdicts/"+id, v.RequesterToken, nil)
	if code != http.StatusOK || bytes.Contains(b, []byte(`"late"`)) || !bytes.Contains(b, []byte(`"status":"minted"`)) {
		t.Fatalf("second read: %d %s", code, b)
	}
}

// TestReceiptsStoredWithTheirVerdicts reads, on the coordinator's disk
// after it closed, the receipts of verdicts minted one at a time and
// several at once: every receipt of every panel is there, whether it was
// written on its own before its ack, with the verdict, or both.
func TestReceiptsStoredWithTheirVerdicts(t *testing.T) {
	tn := startNet(t, 5)
	replies := []string{"yes", "yes", "no", "yes", "no"}
	const serial, parallel = 4, 6
	for i := range serial {
		if status, v := tn.submit(t, fmt.Sprintf("q-once-serial-%d.", i), replies, 30000); status != http.StatusOK || v.Status != coordinator.StatusMinted {
			t.Fatalf("serial %d: status %d %s", i, status, v.Status)
		}
	}
	t.Run("parallel", func(t *testing.T) { // returns once every parallel subtest has
		for i := range parallel {
			t.Run(strconv.Itoa(i), func(t *testing.T) {
				t.Parallel()
				if status, v := tn.submit(t, fmt.Sprintf("q-once-parallel-%d.", i), replies, 30000); status != http.StatusOK || v.Status != coordinator.StatusMinted {
					t.Fatalf("status %d %s", status, v.Status)
				}
			})
		}
	})
	if t.Failed() {
		return
	}

	dir := filepath.Join(tn.coord.cfg.DataDir, "db")
	if err := tn.coord.Close(); err != nil {
		t.Fatal(err)
	}
	db, err := store.Open(store.Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	stored := map[string]bool{}
	err = db.Scan([]byte("coord/receipt/"), func(k, _ []byte) error {
		stored[string(k)] = true
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if want := 5 * (serial + parallel); len(stored) != want {
		t.Fatalf("%d receipts stored, want %d", len(stored), want)
	}
}

// A stranger who sends a requester's exact submission gets the verdict it
// asked for again, but not the rationales of the requester's unpublished
// verdict: they still go to the requester, once, and only then go.
func TestSameContentFromAStrangerTakesNoRationales(t *testing.T) {
	tn := startNet(t, 2)
	const question = "q-same-content"
	tn.mu.Lock()
	tn.script[question] = []string{`{"vote":"yes","rationale":"kept for the requester"}`, `{"vote":"yes","rationale":"kept for the requester"}`}
	tn.mu.Unlock()
	sub := coordinator.Submission{
		Question: verdict.Question{Question: question, Options: []string{"yes", "no"}, Evidence: []verdict.Evidence{{Label: "doc", Text: "the same evidence"}}},
		Panel:    2, TimeoutMS: 30000,
	}
	status, mine := postJSON(t, tn.coord.URL()+"/v1/verdicts", async(sub))
	if status != http.StatusAccepted || mine.RequesterToken == "" {
		t.Fatalf("the requester's submission: %d %+v", status, mine)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if rec, err := tn.coord.Coordinator.Wait(ctx, mine.ID); err != nil || rec.Status != coordinator.StatusMinted {
		t.Fatalf("wait: %+v %v", rec, err)
	}

	// The stranger waits for the verdict, as the requester could have.
	status, theirs := postJSON(t, tn.coord.URL()+"/v1/verdicts", sub)
	if status != http.StatusOK || theirs.ID != mine.ID || theirs.RequesterToken != "" || !theirs.RationalesWithheld {
		t.Fatalf("the stranger's answer: %d %+v", status, theirs)
	}
	for _, j := range theirs.Jurors {
		if j.Rationale != "" {
			t.Fatalf("the stranger got juror %s's rationale %q", j.Juror, j.Rationale)
		}
	}
	code, b := requestAs(t, http.MethodGet, tn.coord.URL()+"/v1/verdicts/"+mine.ID, mine.RequesterToken, nil)
	if code != http.StatusOK || !bytes.Contains(b, []byte("kept for the requester")) {
		t.Fatalf("the requester's read after the stranger's: %d %s", code, b)
	}
}
