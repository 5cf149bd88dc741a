package coordinator

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// A bookkeeping update through storedRecord leaves the request it did not
// decode exactly as it was, and erasing it erases it.
func TestStoredRecordKeepsTheRequest(t *testing.T) {
	db, err := store.Open(store.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	ev := []verdict.Evidence{{Label: "spec", Text: "a \"quoted\" <b>text</b> \u2028 é"}}
	sr := &verdict.SignedRequest{Request: verdict.Request{
		V: verdict.Version, Kind: verdict.KindRequest, ID: "vrd_0123456789abcdef0123456789abcdef",
		Question: "Done?", Options: []string{"yes", "no"}, Evidence: ev, Context: verdict.EvidenceContext(ev),
	}, Signature: "0xabc"}
	key := recordKey(sr.Request.ID)
	orig := Record{ID: sr.Request.ID, Status: StatusMinted, Request: sr, Rationales: []verdict.Rationale{{Juror: "0x1", Rationale: "r"}}}
	if err := db.Put(key, &orig); err != nil {
		t.Fatal(err)
	}
	update := func(fn func(*storedRecord)) Record {
		t.Helper()
		err := db.Update(func(tx *store.Txn) error {
			var rec storedRecord
			if err := tx.Get(key, &rec); err != nil {
				return err
			}
			fn(&rec)
			return tx.Put(key, &rec)
		})
		if err != nil {
			t.Fatal(err)
		}
		var got Record
		if err := db.Get(key, &got); err != nil {
			t.Fatal(err)
		}
		return got
	}
	got := update(func(r *storedRecord) { r.Delivered, r.Rationales = true, nil })
	if !got.Delivered || got.Rationales != nil {
		t.Fatalf("update lost: %+v", got)
	}
	if !reflect.DeepEqual(got.Request, orig.Request) {
		a, _ := json.Marshal(got.Request)
		b, _ := json.Marshal(orig.Request)
		t.Fatalf("request changed:\n%s\n%s", a, b)
	}
	if got = update(func(r *storedRecord) { r.Archived, r.Request = true, nil }); got.Request != nil || !got.Archived {
		t.Fatalf("request not erased: %+v", got)
	}
}

// loadRecord joins a record with its request and rationales kept under
// their own keys, and reads a record of the earlier layout, with both
// inline, the same way.
func TestLoadRecordJoinsBothLayouts(t *testing.T) {
	db, err := store.Open(store.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	sr := &verdict.SignedRequest{Request: verdict.Request{V: verdict.Version, Kind: verdict.KindRequest, ID: "vrd_split", Question: "Done?"}, Signature: "0xabc"}
	rats := []verdict.Rationale{{Juror: "0x1", Rationale: "because"}}
	full := Record{ID: "vrd_split", Status: StatusMinted, Request: sr, Rationales: rats}
	err = db.Update(func(tx *store.Txn) error {
		if _, err := putCore(tx, full); err != nil {
			return err
		}
		if err := tx.Put(requestKey(full.ID), sr); err != nil {
			return err
		}
		if err := tx.Put(rationalesKey(full.ID), rats); err != nil {
			return err
		}
		legacy := full
		legacy.ID = "vrd_inline"
		return tx.Put(recordKey(legacy.ID), &legacy)
	})
	if err != nil {
		t.Fatal(err)
	}
	var core Record
	if err := db.Get(recordKey(full.ID), &core); err != nil || core.Request != nil || core.Rationales != nil {
		t.Fatalf("putCore kept the request or rationales inline: %+v %v", core, err)
	}
	for _, c := range []struct {
		id     string
		inline bool
	}{{"vrd_split", false}, {"vrd_inline", true}} {
		var rec *Record
		if err := db.View(func(tx *store.Txn) (err error) { rec, err = loadRecord(tx, c.id); return err }); err != nil {
			t.Fatal(err)
		}
		if rec.Request == nil || rec.Request.Request.Question != "Done?" || !reflect.DeepEqual(rec.Rationales, rats) || rec.inline != c.inline || rec.Delivered {
			t.Fatalf("%s: %+v", c.id, rec)
		}
		// Delivery erases the rationales in either layout.
		svc := &Service{cfg: Config{Store: db}}
		if err := svc.MarkDelivered(rec); err != nil {
			t.Fatal(err)
		}
		if err := db.View(func(tx *store.Txn) (err error) { rec, err = loadRecord(tx, c.id); return err }); err != nil {
			t.Fatal(err)
		}
		if rec.Rationales != nil || !rec.Delivered || rec.Request == nil {
			t.Fatalf("%s after delivery: %+v", c.id, rec)
		}
	}
}

// markArchived writes the same record whether it rewrites the minted one
// from its job or decodes the stored one, and a record changed since the
// mint (here published) is decoded, so the change is kept.
func TestMarkArchivedFromTheJob(t *testing.T) {
	db, err := store.Open(store.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	minted := func(id string) *archiveJob {
		t.Helper()
		rec := Record{
			ID: id, Status: StatusMinted, CreatedAt: "2026-09-06T10:12:04Z", Verdict: []byte(`{"kind":"verdict","note":"<&>"}`),
			Signature: "0xabc", Hash: "ab", CID: "bafy", Receipts: []string{"bafyr", ""}, MintedAt: "2026-09-06T10:12:05Z",
			Request:    &verdict.SignedRequest{Signature: "0xdef"},
			Rationales: []verdict.Rationale{{Juror: "0x1", Rationale: "r"}},
		}
		job := &archiveJob{}
		if err := db.Update(func(tx *store.Txn) error {
			core, err := putCore(tx, rec)
			job.stored(core, rec)
			if err == nil {
				err = tx.Put(archiveKey(id), struct{}{})
			}
			return err
		}); err != nil {
			t.Fatal(err)
		}
		return job
	}
	mark := func(id string, job *archiveJob, contentCID string) []byte {
		t.Helper()
		if err := db.Update(func(tx *store.Txn) error { return markArchived(tx, id, job, "bafyseal", contentCID) }); err != nil {
			t.Fatal(err)
		}
		var raw json.RawMessage
		if err := db.Get(recordKey(id), &raw); err != nil {
			t.Fatal(err)
		}
		var unarchived struct{}
		if err := db.Get(archiveKey(id), &unarchived); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("%s still marked unarchived (%v)", id, err)
		}
		return raw
	}
	const a, b, c = "vrd_000000000000000000000000000000aa", "vrd_000000000000000000000000000000bb", "vrd_000000000000000000000000000000cc"
	fromJob := mark(a, minted(a), "bafycontent")
	jobB := minted(b)
	jobB.core = nil // as a job rebuilt from the store: the record is decoded
	decoded := mark(b, jobB, "bafycontent")
	if want := strings.ReplaceAll(string(decoded), b, a); string(fromJob) != want {
		t.Fatalf("from the job:\n%s\ndecoded:\n%s", fromJob, want)
	}
	var got Record
	if err := json.Unmarshal(fromJob, &got); err != nil || !got.Archived || got.SealCID != "bafyseal" || got.ContentCID != "bafycontent" || got.Request != nil || got.Rationales != nil {
		t.Fatalf("archived record %+v (%v)", got, err)
	}

	job := minted(c)
	if err := db.Update(func(tx *store.Txn) error { // a Publish between the mint and the archive
		var cur storedRecord
		if err := tx.Get(recordKey(c), &cur); err != nil {
			return err
		}
		cur.Publish, cur.ContentCID = true, "bafypublished"
		return tx.Put(recordKey(c), &cur)
	}); err != nil {
		t.Fatal(err)
	}
	got = Record{}
	if err := json.Unmarshal(mark(c, job, ""), &got); err != nil || !got.Publish || got.ContentCID != "bafypublished" || !got.Archived {
		t.Fatalf("publish lost: %+v (%v)", got, err)
	}
}
